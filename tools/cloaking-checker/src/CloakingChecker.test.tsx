import { screen, within } from '@testing-library/react';
import type { CloakingCheckResult, CloakingPageView } from './schemas';
import { stubFetch } from '@toolnest/api-client/testing';
import { dismissNotices, findNotice, renderWithToaster } from '@toolnest/test-kit/dom';
import { serverCheckFormSuite } from '@toolnest/test-kit/suites/server-check-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOAKING_CHECK_URL, CloakingChecker } from './CloakingChecker';
import { BLANK_MESSAGE, DIFFERENT_VERDICT, FAILURE_MESSAGE, INVALID_URL_MESSAGE, SAME_VERDICT } from './logic';

afterEach(() => {
  dismissNotices();
  vi.unstubAllGlobals();
});

const page: CloakingPageView = {
  fetched: true,
  status: 200,
  finalUrl: 'https://example.com/',
  redirects: 0,
  title: 'Hiking boots',
  metaRobots: '',
  robotsHeader: '',
  canonical: 'https://example.com/',
  excerpt: 'A guide to hiking boots.',
  wordCount: 5,
};

const result = (overrides: Partial<CloakingCheckResult> = {}): CloakingCheckResult => ({
  url: 'https://example.com/',
  userAgent: 'Desktop Chrome UA',
  botAgent: 'Googlebot UA',
  isDifferent: false,
  differences: [],
  textSimilarity: 1,
  userView: page,
  botView: page,
  ...overrides,
});

serverCheckFormSuite(
  { describe, it, afterEach },
  {
    name: 'CloakingChecker',
    render: () => <CloakingChecker />,
    inputLabel: 'Website URL',
    buttonLabel: 'Check for Cloaking',
    busyLabel: 'Analyzing...',
    input: '  https://example.com/  ',
    request: { url: CLOAKING_CHECK_URL, body: { url: 'https://example.com/' } },
    answers: { [CLOAKING_CHECK_URL]: result() },
    shown: SAME_VERDICT,
    blank: { title: 'Error', sentence: BLANK_MESSAGE },
    failure: { status: 422, sentence: '127.0.0.1 is a loopback address, which cannot be fetched.', title: 'Error', general: FAILURE_MESSAGE },
  },
);

function setup() {
  const { user } = renderWithToaster(<CloakingChecker />);
  const input = screen.getByRole('textbox', { name: 'Website URL' });
  return { user, input };
}

const panel = (name: 'User View' | 'Bot View') => screen.getByRole('region', { name });

describe('CloakingChecker', () => {
  it('shows the verdict, the similarity and what each agent saw', async () => {
    stubFetch(vi, 200, result());
    const { user, input } = setup();
    await user.type(input, 'https://example.com/{Enter}');
    expect(await screen.findByText(SAME_VERDICT)).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByText('Status, final URL, title, robots rules, canonical link and visible text all match.')).toBeInTheDocument();
    for (const [name, agent] of [
      ['User View', 'Desktop Chrome UA'],
      ['Bot View', 'Googlebot UA'],
    ] as const) {
      const view = within(panel(name));
      expect(view.getByText(agent)).toBeInTheDocument();
      expect(view.getByText('Hiking boots')).toBeInTheDocument();
      expect(view.getByText('A guide to hiking boots.')).toBeInTheDocument();
      expect(view.getByText('Text (5 words)')).toBeInTheDocument();
    }
  });

  it('lists the differences and what Googlebot saw, and Clear Results empties the page', async () => {
    stubFetch(
      vi,
      200,
      result({
        isDifferent: true,
        textSimilarity: 0.12,
        differences: ['Title: visitors see "Hiking boots", Googlebot sees "Cheap boots".', 'Visible text: only 12% similar (below the 80% threshold).'],
        botView: { ...page, title: 'Cheap boots', metaRobots: 'noindex', finalUrl: 'https://example.com/bots', redirects: 2 },
      }),
    );
    const { user, input } = setup();
    await user.type(input, 'https://example.com/{Enter}');
    expect(await screen.findByText(DIFFERENT_VERDICT)).toBeInTheDocument();
    const differences = screen.getByRole('heading', { name: 'Differences found:' }).parentElement!;
    expect(within(differences).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Title: visitors see "Hiking boots", Googlebot sees "Cheap boots".',
      'Visible text: only 12% similar (below the 80% threshold).',
    ]);
    const bot = within(panel('Bot View'));
    expect(bot.getByText('Cheap boots')).toBeInTheDocument();
    expect(bot.getByText('noindex')).toBeInTheDocument();
    expect(bot.getByText('(after 2 redirects)')).toBeInTheDocument();
    expect(within(panel('User View')).getAllByText('None')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Clear Results' }));
    expect(input).toHaveValue('');
    expect(screen.queryByText(DIFFERENT_VERDICT)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Bot View' })).toBeNull();
  });

  it('shows a fetch that failed for one agent in its panel', async () => {
    stubFetch(vi, 200, result({ isDifferent: true, textSimilarity: null, differences: ['The fetch as Googlebot failed: slow.'], botView: { fetched: false, error: 'example.com did not send the page within 9 seconds.' } }));
    const { user, input } = setup();
    await user.type(input, 'https://example.com/{Enter}');
    expect(await screen.findByText(DIFFERENT_VERDICT)).toBeInTheDocument();
    expect(within(panel('Bot View')).getByText(/did not send the page within 9 seconds/)).toBeInTheDocument();
    expect(screen.queryByText(/Text similarity/)).toBeNull();
  });

  it('refuses a scheme-less URL without calling the server', async () => {
    const fetch = stubFetch(vi, 200, result());
    const { user, input } = setup();
    await user.type(input, 'example.com{Enter}');
    expect(await findNotice(INVALID_URL_MESSAGE)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
