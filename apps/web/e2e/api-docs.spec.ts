import { expect, test, watchConsole } from '@toolnest/test-kit';

// The API reference (Swagger UI, served by apps/api under a CSP of its own): it renders the document
// from our origin, and a CSP violation (an inline script, an eval, a file from elsewhere) would show
// as a console error.
test('the API reference at /api/docs renders the document with no console error', async ({ page }) => {
  const errors = watchConsole(page);

  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Toolnest API/ })).toBeVisible();
  await expect(page.getByText('/api/spam-score', { exact: true })).toBeVisible();
  await expect(page.getByText("Score a domain's spam risk")).toBeVisible();
  // Opened, it shows its example body (highlighted code: styles set by script, which the CSP must allow).
  await page.getByText('/api/spam-score', { exact: true }).click();
  await expect(page.getByText('Request body')).toBeVisible();
  await expect(page.locator('.opblock-body pre').first()).toContainText('"domain": "example.com"');
  expect(errors).toEqual([]);
});
