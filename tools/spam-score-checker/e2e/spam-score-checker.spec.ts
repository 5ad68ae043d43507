// The Spam Score Checker's page in the real site, against the real server: POST /api/spam-score
// resolves through the fake name server that apps/web/e2e/server.ts starts (apps/web/e2e/fake-dns.ts).
import { expect, expectNoSeriousA11yViolations, test, type Page } from '../../../apps/web/e2e/tool-test';

const input = (page: Page) => page.getByRole('main').getByRole('textbox', { name: 'Domain or email address' });
const checkButton = (page: Page) => page.getByRole('main').getByRole('button', { name: /^(Check Spam Score|Analyzing\.\.\.)$/ });
const notices = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function check(page: Page, domain: string) {
  await input(page).fill(domain);
  await checkButton(page).click();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/spam-score-checker');
  await expect(page.getByRole('heading', { level: 1, name: 'Spam Score Checker' })).toBeVisible();
  await expect(input(page)).toBeVisible();
});

test('the page passes axe and has its title', async ({ page }) => {
  await expect(page).toHaveTitle('Spam Score Checker | Toolnest');
  await expectNoSeriousA11yViolations(page);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [domain, label] of [
      ['clean.test', 'Low Risk'],
      ['listed.test', 'Medium Risk'],
      ['spammy.test', 'High Risk'],
    ] as const) {
      test(`fits without horizontal scrolling and passes axe with a ${label} result (${colorScheme})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme });
        await check(page, domain);
        await expect(page.getByText(label, { exact: true })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page);
      });
    }
  }
});

test('a well-kept domain from an e-mail address scores 0/100, Low Risk, and appears safe', async ({ page }) => {
  await check(page, '  postmaster@clean.test ');
  await expect(page.getByText('0/100')).toBeVisible();
  await expect(page.getByText('Low Risk', { exact: true })).toBeVisible();
  await expect(page.getByText('No security threats detected. This domain appears to be safe.')).toBeVisible();
  await expect(notices(page).getByText('Spam score calculated for clean.test')).toBeVisible();
});

test('a domain with everything wrong scores 100/100 and lists its threats', async ({ page }) => {
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
});

test('a silent name server: Analyzing... then every check listed as not checked, within 3 s', async ({ page }) => {
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

test('a blank input asks for a domain and sends nothing', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/spam-score')) sent += 1;
  });
  await check(page, '   ');
  await expect(notices(page).getByText('Please enter a domain name or email address.')).toBeVisible();
  expect(sent).toBe(0);
});

test('the keyboard alone runs a check', async ({ page }) => {
  await input(page).focus();
  await page.keyboard.type('listed.test');
  await page.keyboard.press('Enter');
  await expect(page.getByText('35/100')).toBeVisible();
  await expect(page.getByText('Medium Risk', { exact: true })).toBeVisible();
});
