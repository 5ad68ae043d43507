// The Spam Score Checker's page in the real site, against a real server of its own whose fake name server
// answers from this package's test zone (test/zone.ts): POST /api/spam-score asks nothing outside. The page
// smoke over every tool checks the empty page's title, heading, Related Tools, 360 px and axe; here they
// are checked with each result.
import type { FakeDnsEntry } from '@toolnest/net/testing';
import { expect, expectFitsAndAccessible, notices, type Page, requestsDuring, test } from '@toolnest/test-kit';
import { SPAM_TEST_ZONE } from '../test/zone';

const E2E_ZONE: Record<string, FakeDnsEntry> = {
  ...SPAM_TEST_ZONE,
  // On the Spamhaus DBL only: 35, Medium Risk.
  'listed.test': { A: ['192.0.2.10'], MX: [{ exchange: 'mx.listed.test', priority: 10 }], TXT: ['v=spf1 mx -all'] },
  'mx.listed.test': { A: ['192.0.2.26'] },
  '_dmarc.listed.test': { TXT: ['v=DMARC1; p=reject'] },
  'listed.test.dbl.spamhaus.org': { A: ['127.0.1.2'] },
  // A name whose every question goes unanswered: each check times out.
  ...Object.fromEntries(
    ['silent.test', '_dmarc.silent.test', 'silent.test.dbl.spamhaus.org', 'silent.test.multi.surbl.org'].map((name) => [name, 'silent' as const]),
  ),
};

test.use({ serverOptions: { dnsZone: E2E_ZONE } });

const input = (page: Page) => page.getByRole('main').getByRole('textbox', { name: 'Domain or email address' });
const checkButton = (page: Page) => page.getByRole('main').getByRole('button', { name: /^(Check Spam Score|Analyzing\.\.\.)$/ });

async function check(page: Page, domain: string) {
  await input(page).fill(domain);
  await checkButton(page).click();
}

// In the worker's shared page (test-kit's sharedPage): each test opens the tool afresh and leaves nothing behind.
test.beforeEach(async ({ sharedPage: page }) => {
  await page.goto('/spam-score-checker');
  await expect(page.getByRole('heading', { level: 1, name: 'Spam Score Checker' })).toBeVisible();
  await expect(input(page)).toBeVisible();
});

test('a well-kept domain from an e-mail address scores 0/100, Low Risk, and appears safe', async ({ sharedPage: page }) => {
  await check(page, '  postmaster@clean.test ');
  await expect(page.getByText('0/100')).toBeVisible();
  await expect(page.getByText('Low Risk', { exact: true })).toBeVisible();
  await expect(page.getByText('No security threats detected. This domain appears to be safe.')).toBeVisible();
  await expect(notices(page).getByText('Spam score calculated for clean.test')).toBeVisible();
  await expectFitsAndAccessible(page);
});

test('a domain with everything wrong scores 100/100 and lists its threats', async ({ sharedPage: page }) => {
  await check(page, 'spammy.test');
  await expect(page.getByText('100/100')).toBeVisible();
  await expect(page.getByText('High Risk', { exact: true })).toBeVisible();
  const threats = page.getByRole('heading', { name: 'Security Threats Detected:' }).locator('xpath=..').getByRole('listitem');
  await expect(threats).toHaveText([
    'The SPF record allows all senders (+all): any server may send mail as this domain.',
    'The DMARC policy is p=none: mail that fails SPF and DKIM is still delivered.',
    'Listed on the Spamhaus Domain Block List (DBL).',
    'Listed on SURBL, a blocklist of domains seen in spam.',
    'Mail server mx.spammy.test (192.0.2.67) is listed on Spamhaus ZEN.',
  ]);
  await expectFitsAndAccessible(page);
});

test('a silent name server: Analyzing... then every check listed as not checked, within 3 s', async ({ sharedPage: page }) => {
  // Timed by the answer's arrival, not by polling the page (expect polls a loaded page only once a second).
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/spam-score'));
  await input(page).fill('silent.test');
  const started = Date.now();
  await checkButton(page).click();
  await expect(checkButton(page)).toHaveText('Analyzing...');
  await expect(checkButton(page)).toBeDisabled();
  expect((await answered).status()).toBe(200);
  expect(Date.now() - started, 'ms from the click to the answer').toBeLessThan(3000);
  await expect(page.getByRole('heading', { name: 'Not checked:' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not checked:' }).locator('xpath=..').getByRole('listitem')).toHaveText([
    'MX records: not checked (timed out)',
    'SPF: not checked (timed out)',
    'DMARC: not checked (timed out)',
    'Spamhaus DBL: not checked (timed out)',
    'SURBL: not checked (timed out)',
    'Spamhaus ZEN: not checked (mail servers unknown)',
  ]);
  await expect(page.getByText('No security threats detected in the checks that completed.')).toBeVisible();
  await expect(checkButton(page)).toHaveText('Check Spam Score');
});

test('a blank input asks for a domain and sends nothing', async ({ sharedPage: page }) => {
  const sent = await requestsDuring(page, '/api/spam-score', async () => {
    await check(page, '   ');
    await expect(notices(page).getByText('Please enter a domain name or email address.')).toBeVisible();
  });
  expect(sent).toBe(0);
});

test('the keyboard alone runs a check', async ({ sharedPage: page }) => {
  await input(page).focus();
  await page.keyboard.type('listed.test');
  await page.keyboard.press('Enter');
  await expect(page.getByText('35/100')).toBeVisible();
  await expect(page.getByText('Medium Risk', { exact: true })).toBeVisible();
  await expectFitsAndAccessible(page);
});
