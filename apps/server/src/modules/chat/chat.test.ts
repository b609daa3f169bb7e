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
  const ask = async (message: string, conversationHistory: unknown[] = [], language?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chatbot/chat',
      payload: { message, conversationHistory },
      ...(language ? { headers: { 'accept-language': language } } : {}),
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
    await insertListing(t, seller.id, { title: 'iPhone 13 128GB', brand: 'Apple', price: 142_000 });
    await insertListing(t, seller.id, { title: 'iPhone 11 64GB', brand: 'Apple', price: 65_000, condition: 'Good' });
    await insertListing(t, seller.id, { title: 'iPhone 14 128GB', brand: 'Apple', price: 190_000 });
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

  it('answers a budget with the phones nearest it, at or under it, dearest first', async () => {
    const { body } = await ask('iphone 1.5 lakh');
    expect(body.data.phones.map((p) => p.price)).toEqual([142_000, 110_000, 95_000]);
    expect(body.data.reply).toContain('under LKR 150,000');
  });

  it('reads every way a budget is written', async () => {
    for (const budget of ['1.5 lakh', 'ලක්ෂ 1.5', '1.5 ලක්ෂ', '1.5 லட்சம்', '150k', '150,000']) {
      const { body } = await ask(`iphone ${budget}`);
      expect(body.data.phones[0], budget).toMatchObject({ title: 'iPhone 13 128GB', price: 142_000 });
    }
  });

  it('answers a Sinhala message in Sinhala, with a brand typed in Latin letters', async () => {
    const { body } = await ask('iphone එකක් ලක්ෂ 1.5ට');
    expect(body.data.reply).toBe('LKR 150,000ට අඩු Apple දුරකථන 5ක් හමු වුණා. මෙන්න 3ක්, මිල LKR 95,000 සිට LKR 142,000 දක්වා:');
    expect(body.data.phones.map((p) => p.title)).toEqual(['iPhone 13 128GB', 'iPhone 12 256GB', 'iPhone 12 128GB']);
    expect(body.data.links).toEqual([{ view: 'phones', label: 'සියල්ල බලන්න' }]);
  });

  it('answers a Tamil message in Tamil', async () => {
    const { body } = await ask('1.5 லட்சத்துக்குள் iphone வேண்டும்');
    expect(body.data.reply).toBe(
      'LKR 150,000க்குள் Apple தொலைபேசிகள் 5 கிடைத்தன. இதோ 3, விலை LKR 95,000 முதல் LKR 142,000 வரை:',
    );
    expect(body.data.phones).toHaveLength(3);
  });

  it('keeps Sinhala and Tamil words whole instead of echoing them broken', async () => {
    const sinhala = await ask('ඩිලිවරි ගාස්තු කීයද?');
    expect(sinhala.body.data.reply).toContain('දිස්ත්‍රික්ක 25 ටම');
    expect(sinhala.body.data.reply).not.toMatch(/ඩ ල වර/);
    const tamil = await ask('டெலிவரி கட்டணம் எவ்வளவு?');
    expect(tamil.body.data.reply).toContain('25 மாவட்டங்களுக்கும்');
  });

  it('answers an English message in the language the caller reads', async () => {
    const sinhala = await ask('hello', [], 'si-LK,si;q=0.9,en;q=0.8');
    expect(sinhala.body.data.reply).toMatch(/^ආයුබෝවන්! මම PhoneKade සහායකයා/);
    const tamil = await ask('how do I sell my phone?', [], 'ta');
    expect(tamil.body.data.links[0]).toEqual({ view: 'add-phone', label: 'புதிய தொலைபேசியைச் சேர்' });
    const english = await ask('hello', [], 'en');
    expect(english.body.data.reply).toMatch(/^Hello! I'm the PhoneKade assistant/);
  });

  it('a Sinhala message gets a Sinhala answer even when the caller reads Tamil', async () => {
    const { body } = await ask('ආයුබෝවන්', [], 'ta');
    expect(body.data.reply).toMatch(/^ආයුබෝවන්!/);
  });

  describe('follow-up questions', () => {
    const earlier = (text: string) => [
      { sender: 'user', text },
      { sender: 'bot', text: 'I found 4 Apple under LKR 150,000. Here are 3:' },
    ];

    it('keeps the brand of the earlier question in English', async () => {
      const { body } = await ask('cheaper ones under 120000?', earlier('iphone 1.5 lakh'));
      expect(body.data.phones.map((p) => p.title)).toEqual(['iPhone 12 256GB', 'iPhone 12 128GB', 'iPhone 12 64GB']);
      expect(body.data.reply).toContain('Apple under LKR 120,000');
    });

    it('keeps the brand and budget when asking about condition', async () => {
      const { body } = await ask('any in good condition?', earlier('iphone 1.5 lakh'));
      expect(body.data.phones.map((p) => p.title)).toEqual(['iPhone 11 64GB']);
      expect(body.data.reply).toContain('I found 1 Apple in good condition under LKR 150,000');
    });

    it('keeps the brand in Sinhala', async () => {
      const { body } = await ask('ලක්ෂ 1.2ට අඩු ඒවා තියෙනවද?', earlier('iphone එකක් ලක්ෂ 1.5ට'));
      expect(body.data.phones.every((p) => p.brand === 'Apple' && p.price <= 120_000)).toBe(true);
      expect(body.data.phones[0]?.price).toBe(110_000);
      expect(body.data.reply).toContain('LKR 120,000ට අඩු Apple දුරකථන');
    });

    it('keeps the brand in Tamil', async () => {
      const { body } = await ask('நல்ல நிலையில் உள்ளதா?', earlier('iphone 1.5 லட்சம்'));
      expect(body.data.phones.map((p) => p.title)).toEqual(['iPhone 11 64GB']);
      expect(body.data.reply).toContain('நல்ல நிலையிலுள்ள Apple தொலைபேசிகள்');
    });

    it('starts over when another brand is named', async () => {
      const { body } = await ask('samsung ones?', earlier('iphone 12 1.5 lakh'));
      expect(body.data.phones.every((p) => p.brand === 'Samsung')).toBe(true);
      expect(body.data.phones.length).toBeGreaterThan(0);
    });
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
