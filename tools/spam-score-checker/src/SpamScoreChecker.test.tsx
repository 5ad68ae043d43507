import { screen, within } from '@testing-library/react';
import type { SpamScoreResult } from './schemas';
import { stubFetch } from '@toolnest/api-client/testing';
import { dismissNotices, expectNotice, renderWithToaster } from '@toolnest/test-kit/dom';
import { serverCheckFormSuite } from '@toolnest/test-kit/suites/server-check-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLANK_MESSAGE, FAILURE_MESSAGE, PARTLY_CHECKED_MESSAGE, SAFE_MESSAGE } from './logic';
import { SPAM_SCORE_URL, SpamScoreChecker } from './SpamScoreChecker';

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

serverCheckFormSuite(
  { describe, it, afterEach },
  {
    name: 'SpamScoreChecker',
    render: () => <SpamScoreChecker />,
    inputLabel: 'Domain or email address',
    buttonLabel: 'Check Spam Score',
    busyLabel: 'Analyzing...',
    input: '  Someone@Example.com  ',
    request: { url: SPAM_SCORE_URL, body: { domain: 'Someone@Example.com' } },
    answers: { [SPAM_SCORE_URL]: result() },
    shown: SAFE_MESSAGE,
    blank: { title: 'Error', sentence: BLANK_MESSAGE },
    failure: { status: 429, sentence: 'Too many requests. Please try again in 1 minute.', title: 'Error', general: FAILURE_MESSAGE },
  },
);

function setup() {
  const { user } = renderWithToaster(<SpamScoreChecker />);
  const input = screen.getByRole('textbox', { name: 'Domain or email address' });
  return { user, input };
}

describe('SpamScoreChecker', () => {
  it('shows score, risk and threats, and says the analysis is complete', async () => {
    stubFetch(vi, 200, result({ spamScore: 45, threats: ['No SPF record: any server can send mail claiming to be from this domain.', 'Listed on SURBL, a blocklist of domains seen in spam.'] }));
    const { user, input } = setup();
    await user.type(input, 'someone@example.com{Enter}');
    expect(await screen.findByText('45/100')).toBeInTheDocument();
    expect(screen.getByText('Medium Risk')).toBeInTheDocument();
    const heading = screen.getByRole('heading', { name: 'Security Threats Detected:' });
    expect(within(heading.parentElement!).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'No SPF record: any server can send mail claiming to be from this domain.',
      'Listed on SURBL, a blocklist of domains seen in spam.',
    ]);
    await expectNotice('Analysis Complete', 'Spam score calculated for example.com');
  });

  it('says the domain appears safe with no threats and everything checked', async () => {
    stubFetch(vi, 200, result());
    const { user, input } = setup();
    await user.type(input, 'example.com{Enter}');
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
});
