import { screen, waitFor, within } from '@testing-library/react';
import type { SpamScoreResult } from './schemas';
import { stubFetch } from '@toolnest/api-client/testing';
import { dismissNotices, expectNotice, findNotice, renderWithToaster } from '@toolnest/test-kit/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLANK_MESSAGE, FAILURE_MESSAGE, PARTLY_CHECKED_MESSAGE, SAFE_MESSAGE } from './logic';
import { SpamScoreChecker } from './SpamScoreChecker';

afterEach(() => {
  dismissNotices();
  vi.unstubAllGlobals();
});

const result = (overrides: Partial<SpamScoreResult> = {}): SpamScoreResult => ({
  success: true,
  domain: 'example.com',
  spamScore: 0,
  threats: [],
  notChecked: [],
  ...overrides,
});

function setup() {
  const { user } = renderWithToaster(<SpamScoreChecker />);
  const input = screen.getByRole('textbox', { name: 'Domain or email address' });
  const button = () => screen.getByRole('button', { name: /Check Spam Score|Analyzing/ });
  return { user, input, button };
}


describe('SpamScoreChecker', () => {
  it('sends the trimmed value, says Analyzing... while busy, then shows score, risk and threats', async () => {
    let finish!: (value: unknown) => void;
    const fetch = stubFetch(vi, 200, new Promise((resolve) => (finish = resolve)));
    const { user, input, button } = setup();
    await user.type(input, '  Someone@Example.com  ');
    await user.click(button());
    expect(button()).toHaveTextContent('Analyzing...');
    expect(button()).toBeDisabled();
    expect(fetch).toHaveBeenCalledWith('/api/spam-score', expect.objectContaining({ method: 'POST', body: JSON.stringify({ domain: 'Someone@Example.com' }) }));

    finish(result({ spamScore: 45, threats: ['No SPF record: any server can send mail claiming to be from this domain.', 'Listed on SURBL, a blocklist of domains seen in spam.'] }));
    expect(await screen.findByText('45/100')).toBeInTheDocument();
    expect(screen.getByText('Medium Risk')).toBeInTheDocument();
    const heading = screen.getByRole('heading', { name: 'Security Threats Detected:' });
    expect(within(heading.parentElement!).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'No SPF record: any server can send mail claiming to be from this domain.',
      'Listed on SURBL, a blocklist of domains seen in spam.',
    ]);
    await expectNotice('Analysis Complete', 'Spam score calculated for example.com');
    expect(button()).toHaveTextContent('Check Spam Score');
    expect(button()).toBeEnabled();
  });

  it('says the domain appears safe with no threats and everything checked', async () => {
    stubFetch(vi, 200, result());
    const { user, input, button } = setup();
    await user.type(input, 'example.com');
    await user.click(button());
    expect(await screen.findByText(SAFE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('0/100')).toBeInTheDocument();
    expect(screen.getByText('Low Risk')).toBeInTheDocument();
  });

  it('shows the checks that could not run under the result, and claims less', async () => {
    stubFetch(vi, 200, result({ notChecked: ['Spamhaus DBL: not checked (timed out)'] }));
    const { user, input } = setup();
    await user.type(input, 'example.com{Enter}');
    expect(await screen.findByText('Spamhaus DBL: not checked (timed out)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Not checked:' })).toBeInTheDocument();
    expect(screen.getByText(PARTLY_CHECKED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(SAFE_MESSAGE)).toBeNull();
  });

  it('clears the previous result when a new check starts', async () => {
    stubFetch(vi, 200, result({ spamScore: 80, threats: ['A disposable (throwaway) e-mail domain.'] }));
    const { user, input, button } = setup();
    await user.type(input, 'example.com');
    await user.click(button());
    expect(await screen.findByText('High Risk')).toBeInTheDocument();
    stubFetch(vi, 200, new Promise(() => {}));
    await user.click(button());
    expect(screen.queryByText('High Risk')).toBeNull();
  });

  it('refuses a blank input without calling the server', async () => {
    const fetch = stubFetch(vi, 200, result());
    const { user, input, button } = setup();
    await user.type(input, '   ');
    await user.click(button());
    expect(await findNotice(BLANK_MESSAGE)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's error, or the general one when there is none", async () => {
    stubFetch(vi, 429, { error: 'Too many requests. Please try again in 1 minute.' });
    const { user, input, button } = setup();
    await user.type(input, 'example.com');
    await user.click(button());
    expect(await findNotice('Too many requests. Please try again in 1 minute.')).toBeInTheDocument();

    dismissNotices();
    stubFetch(vi, 502, '<html>Bad gateway</html>');
    await user.click(button());
    expect(await findNotice(FAILURE_MESSAGE)).toBeInTheDocument();

    dismissNotices();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await user.click(button());
    expect(await findNotice(FAILURE_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(button()).toBeEnabled());
  });
});
