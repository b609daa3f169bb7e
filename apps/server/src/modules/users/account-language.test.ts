import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, insertListing, type Body } from '../../test/factories.ts';
import { bodyText, headerText, startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher.ts';
import { confirmationMail } from '../orders/confirmation-mail.ts';

let smtp: SmtpCatcher;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await buildTestApp({ SMTP_URL: smtp.url, RATE_LIMITS: 'false' });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function waitForMail(email: string) {
  for (let i = 0; i < 200; i += 1) {
    const mail = smtp.mailsTo(email)[0];
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${email}`);
}

const languageOf = async (id: string) =>
  (await t.app.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

const setLanguage = (token: string | undefined, body: unknown, acceptLanguage = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/me/language',
    payload: body as Record<string, unknown>,
    headers: { 'accept-language': acceptLanguage, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('the language of an account', () => {
  it('starts as English and follows the switch in the header', async () => {
    const buyer = await createUser(t, 'buyer');
    expect(await languageOf(buyer.id)).toBe('en');
    const res = await setLanguage(buyer.token, { language: 'ta' }, 'ta');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'மொழி சேமிக்கப்பட்டது', data: { language: 'ta' } });
    expect(await languageOf(buyer.id)).toBe('ta');
  });

  it('refuses an unknown language with a clear message and keeps the old one', async () => {
    const buyer = await createUser(t, 'buyer', { language: 'si' });
    for (const body of [{ language: 'fr' }, {}, { language: 42 }]) {
      const res = await setLanguage(buyer.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<Body>()).toMatchObject({
        success: false,
        details: { language: 'Language must be one of: en, si, ta' },
      });
    }
    expect(await languageOf(buyer.id)).toBe('si');
  });

  it('needs a sign-in', async () => {
    const res = await setLanguage(undefined, { language: 'si' });
    expect(res.statusCode).toBe(401);
  });

  it('is set at registration from the language the person reads', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Kumaran', email: `${randomUUID()}@example.lk`, password: 'secret123', role: 'buyer' },
      headers: { 'accept-language': 'ta-LK,ta;q=0.9,en;q=0.5' },
    });
    expect(res.statusCode).toBe(201);
    expect(await languageOf(res.json<{ data: { user: { id: string } } }>().data.user.id)).toBe('ta');
  });
});

describe('e-mails in the account’s language', () => {
  it('a Tamil account gets its password-reset code in Tamil, whatever language the request came in', async () => {
    const email = `${randomUUID()}@example.lk`;
    await createUser(t, 'buyer', { email, name: 'Kumaran', language: 'ta' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await waitForMail(email);
    expect(headerText(mail.raw, 'Subject')).toBe('உங்கள் PhoneKade சரிபார்ப்புக் குறியீடு');
    const body = bodyText(mail.raw);
    expect(body).toMatch(/^வணக்கம் Kumaran,/);
    expect(body).toMatch(/உங்கள் PhoneKade சரிபார்ப்புக் குறியீடு: \d{6}/);
    expect(body).toContain('10 நிமிடங்களுக்குள்');
    expect(body).not.toMatch(/verification|password/i);
  });

  it('a Sinhala account gets its password-reset code in Sinhala', async () => {
    const email = `${randomUUID()}@example.lk`;
    await createUser(t, 'buyer', { email, name: 'Nimal', language: 'si' });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const mail = await waitForMail(email);
    expect(headerText(mail.raw, 'Subject')).toBe('ඔබගේ PhoneKade සත්‍යාපන කේතය');
    expect(bodyText(mail.raw)).toMatch(/ඔබගේ PhoneKade සත්‍යාපන කේතය: \d{6}/);
  });

  it('an order confirmation reads in Sinhala and Tamil, courier and all', () => {
    const order = {
      orderNumber: 'ORD-20261123-ABCD',
      shortNumber: 'PK-7F3K-29',
      courierType: 'speed_post',
      subtotal: 95_000,
      shippingCost: 1_500,
      totalAmount: 96_500,
      paymentDetails: { method: 'card', cardLast4: '4242' },
      items: [{ title: 'iPhone 12 128GB', quantity: 1, price: 95_000 }],
      deliveryAddress: {
        firstName: 'Nimal',
        lastName: 'Perera',
        mobile: '0771234567',
        addressLine1: '12 Temple Road',
        city: 'Kandy',
        district: 'Kandy',
        province: 'Central',
      },
    } as unknown as Parameters<typeof confirmationMail>[0];
    const si = confirmationMail(order, 'nimal@example.lk', 'si');
    expect(si.subject).toBe('PhoneKade ඇණවුම තහවුරු කිරීම ORD-20261123-ABCD (PK-7F3K-29)');
    expect(si.text).toContain('ඔබගේ කෙටි ඇණවුම් අංකය: PK-7F3K-29');
    expect(si.text).toContain('බෙදාහැරීම (ස්පීඩ් පෝස්ට්): LKR 1,500');
    expect(si.text).toContain('- ලැබෙනු ඇතැයි අපේක්ෂිත කාලය: වැඩ කරන දින 1-2.');
    const ta = confirmationMail(order, 'nimal@example.lk', 'ta');
    expect(ta.subject).toBe('PhoneKade ஆர்டர் உறுதிப்படுத்தல் ORD-20261123-ABCD (PK-7F3K-29)');
    expect(ta.text).toContain('உங்கள் அட்டையில் நிறுத்தி வைக்கப்பட்ட மொத்தம்: LKR 96,500 (4242 இல் முடியும் அட்டை)');
    const cash = { ...order, paymentDetails: { ...order.paymentDetails, method: 'cod' as const, cardLast4: null } };
    expect(confirmationMail(cash, 'nimal@example.lk', 'ta').text).toContain(
      'டெலிவரியின் போது பணமாகச் செலுத்த வேண்டிய மொத்தம்: LKR 96,500',
    );
    expect(confirmationMail(order, 'nimal@example.lk').text).toContain('Shipping (Speed Post): LKR 1,500');
  });
});

describe('notifications in the recipient’s language', () => {
  it('an admin approving in English writes the Sinhala seller’s notification in Sinhala', async () => {
    const seller = await createUser(t, 'seller', { language: 'si' });
    const admin = await createUser(t, 'admin');
    const listing = await insertListing(t, seller.id, { title: 'Galaxy A54', status: 'pending' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/listings/${listing.id}/approve`,
      payload: { expectedUpdatedAt: listing.updatedAt.toISOString() },
      headers: { ...admin.auth, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>().message).toBe('Listing approved successfully');
    const [stored] = await t.app.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(stored?.message).toBe('ඔබගේ දැන්වීම "Galaxy A54" අනුමත කර ඇත!');
  });
});
