import type { Page } from '@playwright/test';
import { expect, test } from './support/journey.ts';
import { waitForMail } from './support/mail.ts';
import { openMenuIfCollapsed } from './support/header.ts';

// Auth journeys: register, sign out, sign in, the forgotten-password reset.

const SHOTS = process.env.E2E_SHOTS_DIR;
const uniqueEmail = (label: string, project: string) =>
  `${label}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.lk`;

async function expectSignedInAs(page: Page, name: string) {
  await openMenuIfCollapsed(page);
  await expect(page.getByText(`Hi, ${name}`).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

async function logout(page: Page) {
  await openMenuIfCollapsed(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await openMenuIfCollapsed(page);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('#auth-form').getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a visitor registers as a buyer, signs out and signs in again', async ({ page }, info) => {
  const email = uniqueEmail('buyer', info.project.name);
  await page.goto('/auth');
  await shot(page, `auth-login-${info.project.name}`);
  await page.getByRole('button', { name: 'Create one' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  // The form opened after the page loaded still takes the focus to its first field (autoFocus).
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expect(page.getByRole('radio', { name: /Buy phones/ })).toBeChecked();

  // Every field rule of the form, checked before anything is sent.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();

  await page.getByLabel('Full name').fill('Kasun Buyer');
  await page.getByLabel('Email address').fill('kasun@example');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByLabel('Phone number (optional)').fill('12345');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(
    page.getByText('Please enter a valid Sri Lankan phone number (eg. +94771234567 or 0771234567)'),
  ).toBeVisible();
  await shot(page, `auth-register-errors-${info.project.name}`);

  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('kasun-pass-1');
  await page.getByLabel('Phone number (optional)').fill('077 123 4567');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedInAs(page, 'Kasun Buyer');
  // A buyer has the cart in the header.
  await expect(page.getByRole('button', { name: 'Cart', exact: true })).toBeVisible();

  await logout(page);

  // A wrong password keeps the visitor on sign-in with the server's message.
  await signIn(page, email, 'not-the-password');
  await expect(page.locator('#auth-form').getByRole('alert')).toHaveText(/Invalid login credentials/);
  await expect(page).toHaveURL(/\/auth$/);
  await shot(page, `auth-login-error-${info.project.name}`);

  await page.getByLabel('Password', { exact: true }).fill('kasun-pass-1');
  await page.locator('#auth-form').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedInAs(page, 'Kasun Buyer');

  // The session survives a reload (restored when both user and token are stored).
  await page.reload();
  await expectSignedInAs(page, 'Kasun Buyer');
});

test('switching between sign in and register clears the form and its messages', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email address').fill('not-an-address');
  await page.locator('#auth-form').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await page.getByRole('button', { name: 'Create one' }).click();
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
  await expect(page.getByLabel('Email address')).toHaveValue('');
  await page.getByLabel('Full name').fill('Someone');

  await page.locator('#auth-form').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue('');
});

test('a user resets a forgotten password with the mailed code', async ({ page, request }, info) => {
  const email = uniqueEmail('reset', info.project.name);
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Reset Tester', email, password: 'old-pass-1', role: 'buyer' },
  });
  expect(registered.ok()).toBe(true);

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password?' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await page.getByLabel('Email address').fill('reset@nowhere');
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await shot(page, `auth-forgot-${info.project.name}`);

  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await expect(page.getByText('Verification code sent to your email')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByLabel('Verification code')).toHaveAttribute('maxlength', '6');

  // Back returns to forgot with the address kept.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password?' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();

  // The reset form's rules, in order.
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Please fill in all fields')).toBeVisible();
  await page.getByLabel('Verification code').fill('1234567');
  await expect(page.getByLabel('Verification code')).toHaveValue('123456');
  await page.getByLabel('New password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm new password').fill('abd');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('abc');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();

  const code = await waitForMail(email, /verification code is: (\d{6})/);
  // A wrong code is refused by the server with its message; the form stays.
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Verification code').fill(wrong);
  await page.getByLabel('New password', { exact: true }).fill('new-pass-22');
  await page.getByLabel('Confirm new password').fill('new-pass-22');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('The verification code is wrong or has expired')).toBeVisible();
  await shot(page, `auth-verify-${info.project.name}`);

  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset successful' })).toBeVisible();
  await shot(page, `auth-success-${info.project.name}`);
  await page.getByRole('button', { name: 'Continue to Login' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('old-pass-1');
  await page.locator('#auth-form').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.locator('#auth-form').getByRole('alert')).toHaveText(/Invalid login credentials/);

  await page.getByLabel('Password', { exact: true }).fill('new-pass-22');
  await page.locator('#auth-form').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedInAs(page, 'Reset Tester');
});

test('the sign-in form speaks Sinhala and Tamil when chosen', async ({ page }, info) => {
  await page.goto('/auth');
  await openMenuIfCollapsed(page);
  await page.getByRole('combobox', { name: 'Language' }).filter({ visible: true }).selectOption('si');
  await expect(page.getByRole('heading', { name: 'නැවත සාදරයෙන් පිළිගනිමු' })).toBeVisible();
  await page.locator('#auth-form').getByRole('button', { name: 'පිවිසෙන්න' }).click();
  await expect(page.getByText('කරුණාකර වලංගු විද්‍යුත් තැපැල් ලිපිනයක් ඇතුළත් කරන්න')).toBeVisible();
  await shot(page, `auth-login-si-${info.project.name}`);
  await page.getByRole('combobox', { name: 'භාෂාව' }).filter({ visible: true }).selectOption('ta');
  await expect(page.getByRole('heading', { name: 'மீண்டும் வருக' })).toBeVisible();
  await shot(page, `auth-login-ta-${info.project.name}`);
});
