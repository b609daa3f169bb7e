import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, insertListing } from '../../test/factories.ts';

interface ChatAnswer {
  reply: string;
  timestamp: string;
  phones: { title: string; price: number; brand: string }[];
  links: { view: string; label: string }[];
}

describe('the chat assistant', () => {
  let t: TestApp;
  const ask = async (message: string, conversationHistory: unknown[] = []) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chatbot/chat',
      payload: { message, conversationHistory },
    });
    return { status: res.statusCode, body: res.json<{ success: boolean; message?: string; data: ChatAnswer }>() };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const seller = await createUser(t, 'seller');
    await insertListing(t, seller.id, { title: 'Galaxy A54 128GB', brand: 'Samsung', price: 72_000 });
    await insertListing(t, seller.id, { title: 'Galaxy S23 256GB', brand: 'Samsung', price: 185_000 });
    await insertListing(t, seller.id, {
      title: 'Galaxy A34 128GB',
      brand: 'Samsung',
      price: 61_000,
      status: 'pending',
    });
    await insertListing(t, seller.id, { title: 'iPhone 12 128GB', brand: 'Apple', price: 95_000 });
    await insertListing(t, seller.id, { title: 'iPhone 12 64GB', brand: 'Apple', price: 88_000 });
    await insertListing(t, seller.id, { title: 'iPhone 12 256GB', brand: 'Apple', price: 110_000 });
    await insertListing(t, seller.id, { title: 'Pixel 7 128GB', brand: 'Google', price: 99_000 });
  });
  afterAll(async () => t.close());

  it('answers without a login, with real live listings in the budget', async () => {
    const { status, body } = await ask('Samsung under 80k');
    expect(status).toBe(200);
    expect(body.data.phones.map((p) => p.title)).toEqual(['Galaxy A54 128GB']);
    expect(body.data.reply).toContain('I found 1 Samsung under LKR 80,000');
    expect(Date.parse(body.data.timestamp)).not.toBeNaN();
  });

  it('understands lakhs', async () => {
    const { body } = await ask('any phone for 1 lakh');
    expect(body.data.phones.every((p) => p.price <= 100_000)).toBe(true);
    expect(body.data.phones.length).toBeGreaterThan(0);
  });

  it('gives a price range for a model it has enough listings of', async () => {
    const { body } = await ask('How much is an iPhone 12?');
    expect(body.data.reply).toMatch(
      /^A used iphone 12 sells on PhoneKade for LKR [\d,]+ to LKR [\d,]+ \(typically LKR 95,000, from 3 listings\)/,
    );
    expect(body.data.phones.every((p) => p.title.startsWith('iPhone 12'))).toBe(true);
  });

  it('says so when nothing matches and links to Browse', async () => {
    const { body } = await ask('nokia under 20k');
    expect(body.data.phones).toEqual([]);
    expect(body.data.reply).toContain("couldn't find");
    expect(body.data.links).toContainEqual({ view: 'phones', label: 'Browse Phones' });
  });

  it('guides around the site', async () => {
    const { body } = await ask('how can I sell my phone?');
    expect(body.data.reply).toContain('Add New Phone');
    expect(body.data.links[0]).toEqual({ view: 'add-phone', label: 'Add New Phone' });
  });

  it('refuses an empty or whitespace message', async () => {
    const { status, body } = await ask('   ');
    expect(status).toBe(400);
    expect(body.message).toBe('Please type a message');
  });

  it('refuses a history longer than six messages', async () => {
    const history = Array.from({ length: 7 }, () => ({ sender: 'user', text: 'hi' }));
    const { status } = await ask('hello', history);
    expect(status).toBe(400);
  });

  it('refuses a body of the wrong type with a clear message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/chatbot/chat', payload: { message: 42 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Please type a message' });
  });
});
