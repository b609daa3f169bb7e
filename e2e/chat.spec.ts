import { expect, test } from '@playwright/test';

test('the chat assistant finds phones in a budget and opens one', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const chat = page.getByRole('region', { name: 'PhoneKade Assistant' });
  await expect(chat.getByText("I'm the PhoneKade assistant")).toBeVisible();

  // A whitespace message is not sent.
  await chat.getByRole('textbox').fill('   ');
  await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();

  await chat.getByRole('textbox').fill('Samsung under 150k');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText(/I found \d+ Samsung under LKR 150,000/)).toBeVisible();
  const firstPhone = chat.getByRole('button', { name: /Galaxy|Samsung/ }).first();
  const title = (await firstPhone.locator('span span').first().textContent()) ?? '';
  await firstPhone.click();
  await expect(page).toHaveURL(/\/phones\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('the chat can be minimised and shows an unread dot for a reply that arrives while closed', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const chat = page.getByRole('region', { name: 'PhoneKade Assistant' });
  await chat.getByRole('button', { name: 'Minimise chat' }).click();
  await expect(chat.getByRole('textbox')).toBeHidden();
  await chat.getByRole('button', { name: 'Restore chat' }).click();
  // The reply is held back a moment so it arrives after the chat is closed.
  await page.route('**/api/chatbot/chat', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await chat.getByRole('textbox').fill('how do I sell my phone');
  await chat.getByRole('button', { name: 'Send' }).click();
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(page.getByTestId('chat-unread')).toBeVisible();
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  await expect(chat.getByText('To sell a phone, sign in with a seller account')).toBeVisible();
});
