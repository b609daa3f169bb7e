// An admin stops a scammer from the Users tab: the seller's session ends at once and they cannot sign
// in again until the suspension is lifted.
import { ok, withRateLimitRetry } from './support/api.ts';
import { expect, test } from './support/journey.ts';

test.describe.configure({ timeout: 120_000 });

const ADMIN = { email: 'e2e-admin@phonekade.lk', password: 'admin-pass-123' };
const shots = process.env.E2E_SHOTS_DIR;

interface Session {
  token: string;
  user: { id: string; name: string; role: string };
}

test('an admin finds a seller, suspends them with a reason, and lifts it', async ({ page, request, isMobile }) => {
  const email = `scam-${Date.now()}-${isMobile ? 'm' : 'd'}@example.lk`;
  const password = 'seller-pass-1';
  const seller = await ok<Session>(
    await withRateLimitRetry(() =>
      request.post('/api/auth/register', {
        data: { name: 'Too Good Deals', email, password, phone: '0771234567', role: 'seller' },
      }),
    ),
  );
  const admin = await ok<Session>(await withRateLimitRetry(() => request.post('/api/auth/login', { data: ADMIN })));

  await page.goto('/');
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, admin);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Name or e-mail' }).fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByTestId('admin-user').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Too Good Deals');

  await row.getByRole('button', { name: 'Suspend', exact: true }).click();
  await row.getByLabel('Reason (kept in the audit log)').fill('Asked buyers to pay in advance by bank transfer');
  await row.getByRole('button', { name: 'Suspend account' }).click();
  await expect(page.getByText('Account suspended').first()).toBeVisible();
  await expect(row).toContainText('Asked buyers to pay in advance by bank transfer');
  if (shots)
    await page.screenshot({ path: `${shots}/admin-users-${isMobile ? 'mobile' : 'desktop'}.png`, fullPage: true });

  const profile = await request.get('/api/users/profile', { headers: { authorization: `Bearer ${seller.token}` } });
  expect(profile.status()).toBe(401);
  const refused = await request.post('/api/auth/login', { data: { email, password } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'This account has been suspended. Please contact PhoneKade support.',
  );

  await row.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(page.getByText('Account restored').first()).toBeVisible();
  await expect(row.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible();
  expect((await request.post('/api/auth/login', { data: { email, password } })).status()).toBe(200);
});
