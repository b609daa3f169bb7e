// Messages on the site: who may read and write a conversation, the 2,000-character limit, unread counts
// and reading, the safety note, blocking, suspension, the one-mail-an-hour rule through a real SMTP
// server with due times moved forward instead of waiting, a real Socket.IO client hearing
// `new_message`, and the seller's median reply time.
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import type { ConversationsList, MessageDto, MessagesPage } from '@phonekade/shared/conversations/conversation.types';
import { CONVERSATION_MESSAGES } from '@phonekade/shared/conversations/conversation.schemas';
import type { PublicSeller } from '@phonekade/shared/sellers/seller.types';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversations, messageMails, messages, notifications, users } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callApi, createUser, insertListing, type Body, type TestUser } from '../../test/factories.ts';
import { bodyText, headerText, startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher.ts';
import { emptyDatabase } from '../../test/test-db.ts';
import { createConversationsService } from './conversations.service.ts';

const MINUTE = 60_000;
let t: TestApp;
let smtp: SmtpCatcher;
let url: string;
let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;
let admin: TestUser;
let phoneId: string;
const sockets: Socket[] = [];

function addressOf(app: FastifyInstance): string {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await buildTestApp({ RATE_LIMITS: 'false', SMTP_URL: smtp.url, PUBLIC_URL: 'https://phonekade.example' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = addressOf(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
  await smtp.close();
});

beforeEach(async () => {
  await emptyDatabase(t.app.db);
  smtp.mails.length = 0;
  buyer = await createUser(t, 'buyer', { name: 'Nimal Perera' });
  otherBuyer = await createUser(t, 'buyer', { name: 'Kamala Silva' });
  seller = await createUser(t, 'seller', { name: 'Sunil Phones', responseTime: 'Within a day' });
  admin = await createUser(t, 'admin', { name: 'Admin' });
  phoneId = (await insertListing(t, seller.id, { title: 'Galaxy A54', price: 90_000 })).id;
});

const start = (user: TestUser | undefined, text: string, phone = phoneId) =>
  callApi(t, 'POST', '/api/conversations', user, { phoneId: phone, text });
const send = (user: TestUser | undefined, id: string, text: string) =>
  callApi(t, 'POST', `/api/conversations/${id}/messages`, user, { text });
const list = async (user: TestUser) =>
  (await callApi(t, 'GET', '/api/conversations', user)).json<Body<ConversationsList>>().data;
const thread = (user: TestUser | undefined, id: string, query = '') =>
  callApi(t, 'GET', `/api/conversations/${id}/messages${query}`, user);

async function startedBy(user: TestUser, text = 'Is it still available?', phone = phoneId): Promise<string> {
  const res = await start(user, text, phone);
  expect(res.statusCode).toBe(201);
  return res.json<Body<{ conversation: { id: string } }>>().data.conversation.id;
}

function openSocket(token: string): Promise<Socket> {
  const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const serviceOnSameDatabase = () =>
  createConversationsService({
    db: t.app.db,
    liveConnections: t.app.liveConnections,
    mailer: t.app.mailer,
    log: t.app.log,
    imageBaseUrl: '/uploads',
    publicUrl: 'https://phonekade.example',
  });

describe('starting a conversation', () => {
  it('answers 201 with a new conversation and 200 when the buyer writes about the same phone again', async () => {
    const first = await start(buyer, 'Is it still available?');
    expect(first.statusCode).toBe(201);
    const id = first.json<Body<{ conversation: { id: string } }>>().data.conversation.id;
    const again = await start(buyer, 'Can I see it on Saturday?');
    expect(again.statusCode).toBe(200);
    expect(again.json<Body<{ conversation: { id: string } }>>().data.conversation.id).toBe(id);
    const rows = await t.app.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(rows.map((row) => row.text).sort()).toEqual(['Can I see it on Saturday?', 'Is it still available?']);
  });

  it('lists it for both people with the other person, the phone, the last message and unread counts', async () => {
    const id = await startedBy(buyer, 'Is it still available?');
    const sellerView = await list(seller);
    expect(sellerView.unreadConversations).toBe(1);
    expect(sellerView.conversations).toHaveLength(1);
    const [summary] = sellerView.conversations;
    expect(summary).toMatchObject({
      id,
      role: 'seller',
      otherPerson: { id: buyer.id, name: 'Nimal Perera' },
      phone: { id: phoneId, title: 'Galaxy A54', price: 90_000 },
      lastMessage: { text: 'Is it still available?', senderId: buyer.id, safetyNote: false },
      unreadCount: 1,
      blockedByMe: false,
      closed: false,
    });
    expect(summary?.phone.image).toMatch(/^\/uploads\/phones\/.+-thumb\.webp$/);
    expect(JSON.stringify(sellerView)).not.toContain(buyer.email);
    const buyerView = await list(buyer);
    expect(buyerView.unreadConversations).toBe(0);
    expect(buyerView.conversations[0]).toMatchObject({ role: 'buyer', otherPerson: { id: seller.id }, unreadCount: 0 });
  });

  it('refuses a seller writing about their own listing, with a clear message', async () => {
    const res = await start(seller, 'Hello me');
    expect(res.statusCode).toBe(403);
    expect(res.json<Body>().message).toBe(CONVERSATION_MESSAGES.ownListing);
    expect(await t.app.db.select().from(conversations)).toHaveLength(0);
  });

  it('refuses a listing the public cannot see and a guest', async () => {
    const pending = await insertListing(t, seller.id, { status: 'pending' });
    expect((await start(buyer, 'Hi', pending.id)).statusCode).toBe(404);
    expect((await start(undefined, 'Hi')).statusCode).toBe(401);
    expect(await t.app.db.select().from(conversations)).toHaveLength(0);
  });

  it('takes 1 to 2,000 characters and writes nothing for a refused message', async () => {
    expect((await start(buyer, 'x'.repeat(2000))).statusCode).toBe(201);
    await emptyDatabase(t.app.db);
    buyer = await createUser(t, 'buyer');
    seller = await createUser(t, 'seller');
    phoneId = (await insertListing(t, seller.id)).id;
    const tooLong = await start(buyer, 'x'.repeat(2001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<Body>().details).toEqual({ text: 'A message can be at most 2000 characters' });
    const blank = await start(buyer, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json<Body>().details).toEqual({ text: 'Please write a message' });
    expect((await callApi(t, 'POST', '/api/conversations', buyer, { phoneId: 'nope', text: 'Hi' })).statusCode).toBe(
      400,
    );
    expect(await t.app.db.select().from(conversations)).toHaveLength(0);
    expect(await t.app.db.select().from(messages)).toHaveLength(0);
  });
});

describe('who may read and write a conversation', () => {
  it('is the buyer and the seller only: anyone else, admins too, is told it does not exist', async () => {
    const id = await startedBy(buyer);
    for (const outsider of [otherBuyer, admin]) {
      expect((await thread(outsider, id)).statusCode).toBe(404);
      const written = await send(outsider, id, 'Let me in');
      expect(written.statusCode).toBe(404);
      expect(written.json<Body>().message).toBe('Conversation not found');
      expect((await callApi(t, 'PUT', `/api/conversations/${id}/read`, outsider)).statusCode).toBe(404);
      expect((await list(outsider)).conversations).toHaveLength(0);
    }
    expect((await thread(undefined, id)).statusCode).toBe(401);
    expect((await send(seller, id, 'Yes it is')).statusCode).toBe(201);
    expect((await thread(buyer, id)).statusCode).toBe(200);
    expect((await thread(seller, id)).statusCode).toBe(200);
    expect(await t.app.db.select().from(messages)).toHaveLength(2);
  });

  it('pages the thread from the newest, each page oldest first', async () => {
    const id = await startedBy(buyer, 'm1');
    for (const text of ['m2', 'm3', 'm4', 'm5']) expect((await send(buyer, id, text)).statusCode).toBe(201);
    const newest = (await thread(seller, id, '?limit=2')).json<Body<MessagesPage>>().data;
    expect(newest.messages.map((m) => m.text)).toEqual(['m4', 'm5']);
    const older = (await thread(seller, id, `?limit=2&before=${newest.nextBefore}`)).json<Body<MessagesPage>>().data;
    expect(older.messages.map((m) => m.text)).toEqual(['m2', 'm3']);
    const oldest = (await thread(seller, id, `?limit=2&before=${older.nextBefore}`)).json<Body<MessagesPage>>().data;
    expect(oldest).toMatchObject({ nextBefore: null });
    expect(oldest.messages.map((m) => m.text)).toEqual(['m1']);
    const all = (await thread(seller, id)).json<Body<MessagesPage>>().data;
    expect(all.messages.map((m) => m.text)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect((await thread(seller, id, '?limit=0')).statusCode).toBe(400);
    const other = await startedBy(otherBuyer);
    const foreign = (await thread(otherBuyer, other)).json<Body<MessagesPage>>().data.messages[0]!.id;
    expect((await thread(seller, id, `?before=${foreign}`)).statusCode).toBe(400);
  });
});

describe('unread messages', () => {
  it('counts unread messages and conversations until the reader marks them read', async () => {
    const first = await startedBy(buyer, 'One');
    await send(buyer, first, 'Two');
    await startedBy(otherBuyer, 'Three');
    let view = await list(seller);
    expect(view.unreadConversations).toBe(2);
    expect(view.conversations.find((c) => c.id === first)?.unreadCount).toBe(2);

    expect((await callApi(t, 'PUT', `/api/conversations/${first}/read`, seller)).statusCode).toBe(200);
    view = await list(seller);
    expect(view.unreadConversations).toBe(1);
    expect(view.conversations.find((c) => c.id === first)?.unreadCount).toBe(0);

    // A reply is unread for the buyer; the seller's own message never is for the seller.
    await send(seller, first, 'Yes, available');
    expect((await list(buyer)).unreadConversations).toBe(1);
    expect((await list(seller)).conversations.find((c) => c.id === first)?.unreadCount).toBe(0);
  });
});

describe('the safety note', () => {
  it('is stored on a message with a phone number, an account number or words about paying first, for both people', async () => {
    const id = await startedBy(buyer, 'Is it original?');
    const flagged = ['Call me 077 123 4567', 'Send an advance to hold it', 'ඉස්සරවෙලා ගෙවන්න', 'முன்பணம் தேவை'];
    for (const text of flagged) await send(seller, id, text);
    for (const reader of [buyer, seller]) {
      const page = (await thread(reader, id)).json<Body<MessagesPage>>().data;
      expect(page.messages.map((m) => [m.text, m.safetyNote])).toEqual([
        ['Is it original?', false],
        ...flagged.map((text) => [text, true]),
      ]);
    }
    const stored = await t.app.db.select().from(messages).where(eq(messages.safetyNote, true));
    expect(stored).toHaveLength(4);
  });
});

describe('blocking', () => {
  it('stops messages both ways until unblocked, with a clear 403', async () => {
    const id = await startedBy(buyer);
    const blocked = await callApi(t, 'POST', `/api/users/${buyer.id}/block`, seller);
    expect(blocked.statusCode).toBe(200);
    for (const [writer] of [[buyer], [seller]] as const) {
      const refused = await send(writer, id, 'Hello?');
      expect(refused.statusCode).toBe(403);
      expect(refused.json<Body>().message).toBe(CONVERSATION_MESSAGES.blocked);
    }
    // A new conversation about another phone of the same seller is refused too.
    const other = await insertListing(t, seller.id, { title: 'Pixel 7' });
    expect((await start(buyer, 'And this one?', other.id)).statusCode).toBe(403);
    expect(await t.app.db.select().from(messages)).toHaveLength(1);
    expect((await list(seller)).conversations[0]).toMatchObject({ blockedByMe: true, closed: true });
    expect((await list(buyer)).conversations[0]).toMatchObject({ blockedByMe: false, closed: true });

    expect((await callApi(t, 'DELETE', `/api/users/${buyer.id}/block`, seller)).statusCode).toBe(200);
    expect((await send(buyer, id, 'Hello again')).statusCode).toBe(201);
    expect((await send(seller, id, 'Sorry, yes')).statusCode).toBe(201);
  });

  it('refuses blocking oneself, an unknown person and a guest', async () => {
    expect((await callApi(t, 'POST', `/api/users/${buyer.id}/block`, buyer)).statusCode).toBe(400);
    expect((await callApi(t, 'POST', '/api/users/00000000-0000-4000-8000-000000000000/block', buyer)).statusCode).toBe(
      404,
    );
    expect((await callApi(t, 'POST', `/api/users/${seller.id}/block`)).statusCode).toBe(401);
  });
});

describe('suspension', () => {
  it('tells everyone with a conversation with the person, by name, and closes their conversations', async () => {
    const id = await startedBy(buyer);
    await startedBy(otherBuyer);
    const suspended = await callApi(t, 'PUT', `/api/admin/users/${seller.id}/suspend`, admin, {
      reason: 'Asked for advance payments',
    });
    expect(suspended.statusCode).toBe(200);
    const told = await t.app.db.select().from(notifications).where(eq(notifications.type, 'account_suspended'));
    expect(told.map((row) => row.userId).sort()).toEqual([buyer.id, otherBuyer.id].sort());
    expect(told[0]?.data).toEqual({ userId: seller.id, name: 'Sunil Phones' });

    const refused = await send(buyer, id, 'Are you there?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Body>().message).toBe(CONVERSATION_MESSAGES.suspended);
    expect((await list(buyer)).conversations[0]?.closed).toBe(true);
  });
});

describe('live messages', () => {
  it('reach the other person over a real Socket.IO connection', async () => {
    const socket = await openSocket(seller.token);
    const heard = new Promise<{ conversationId: string; message: MessageDto }>((resolve) =>
      socket.once('new_message', resolve),
    );
    const id = await startedBy(buyer, 'Is the box included?');
    const payload = await heard;
    expect(payload.conversationId).toBe(id);
    expect(payload.message).toMatchObject({ text: 'Is the box included?', senderId: buyer.id, conversationId: id });
  });
});

describe('the unread-message mail', () => {
  const sweepAt = (at: number) => serviceOnSameDatabase().sendDueMails(new Date(at));

  it('goes once, 15 minutes after an unread message, and never twice within an hour', async () => {
    const sentAt = Date.now();
    const id = await startedBy(buyer, 'Is it still available?');
    const [due] = await t.app.db.select().from(messageMails).where(eq(messageMails.conversationId, id));
    expect(due?.userId).toBe(seller.id);

    expect(await sweepAt(sentAt + 14 * MINUTE)).toBe(0);
    // The due time is in the database: another instance (or this one after a restart) sends it.
    expect(await sweepAt(sentAt + 16 * MINUTE)).toBe(1);
    expect(smtp.mailsTo(seller.email)).toHaveLength(1);
    const body = bodyText(smtp.mails[0]!.raw);
    expect(body).toContain('You have 1 unread message about "Galaxy A54" on PhoneKade.');
    expect(body).toContain('Never pay before you have seen the phone.');
    expect(body).toContain(`https://phonekade.example/messages/${id}`);
    expect(await sweepAt(sentAt + 17 * MINUTE)).toBe(0);

    await send(buyer, id, 'Hello?');
    // Due again 15 minutes after the new message, but the last mail went less than an hour before.
    expect(await sweepAt(sentAt + 40 * MINUTE)).toBe(0);
    expect(await sweepAt(sentAt + 75 * MINUTE)).toBe(0);
    expect(await sweepAt(sentAt + 77 * MINUTE)).toBe(1);
    expect(smtp.mailsTo(seller.email)).toHaveLength(2);
    expect(smtp.mailsTo(buyer.email)).toHaveLength(0);
  });

  it("is written in the recipient's account language", async () => {
    await t.app.db.update(users).set({ language: 'si' }).where(eq(users.id, seller.id));
    const sentAt = Date.now();
    await startedBy(buyer);
    expect(await sweepAt(sentAt + 16 * MINUTE)).toBe(1);
    const [mail] = smtp.mailsTo(seller.email);
    expect(headerText(mail!.raw, 'subject')).toBe('PhoneKade හි නව පණිවිඩයක්');
    const body = bodyText(mail!.raw);
    expect(body).toContain('"Galaxy A54" ගැන ඔබට කියවා නැති පණිවිඩ 1ක් PhoneKade හි ඇත.');
    expect(body).toContain('දුරකථනය දැක ගන්නට පෙර කිසිවිටෙක ගෙවන්න එපා.');
    expect(body).not.toContain('You have');
  });

  it('is not sent when the message was read in time', async () => {
    const sentAt = Date.now();
    const id = await startedBy(buyer);
    await callApi(t, 'PUT', `/api/conversations/${id}/read`, seller);
    expect(await sweepAt(sentAt + 20 * MINUTE)).toBe(0);
    expect(smtp.mails).toHaveLength(0);
  });
});

describe('the seller reply time', () => {
  /** A conversation whose first message was `minutes` before the seller's first reply. */
  async function answeredAfter(asker: TestUser, minutes: number) {
    const phone = await insertListing(t, seller.id, { title: `Phone ${minutes}` });
    const id = await startedBy(asker, 'Still available?', phone.id);
    await t.app.db
      .update(conversations)
      .set({ firstBuyerMessageAt: sql`now() - ${`${minutes} minutes`}::interval` })
      .where(eq(conversations.id, id));
    expect((await send(seller, id, 'Yes')).statusCode).toBe(201);
    return phone.id;
  }
  const publicSeller = async () =>
    (await callApi(t, 'GET', `/api/users/${seller.id}/public`)).json<Body<{ user: PublicSeller }>>().data.user;

  it('is the median of first replies once three conversations are answered, else the fixed text', async () => {
    await answeredAfter(buyer, 60);
    await answeredAfter(otherBuyer, 200);
    expect(await publicSeller()).toMatchObject({ responseTime: 'Within a day', replyMinutes: null });
    const third = await createUser(t, 'buyer');
    const phone = await answeredAfter(third, 100);
    const user = await publicSeller();
    expect(user.replyMinutes).toBeGreaterThanOrEqual(100);
    expect(user.replyMinutes).toBeLessThan(105);
    expect(user.responseTime).toBe('Usually replies within 2 hours');
    const details = (await callApi(t, 'GET', `/api/phones/${phone}`)).json<Body<PhoneDto>>().data;
    expect(details.sellerId).toMatchObject({ responseTime: 'Usually replies within 2 hours' });
  });
});

describe('reading a conversation for a report', () => {
  it('gives the whole conversation to the reports work', async () => {
    const id = await startedBy(buyer, 'First');
    await send(seller, id, 'Second');
    const read = await serviceOnSameDatabase().readConversationForAdmin(id);
    expect(read).toMatchObject({ id, buyerId: buyer.id, sellerId: seller.id, phoneTitle: 'Galaxy A54' });
    expect(read.messages.map((m) => m.text)).toEqual(['First', 'Second']);
  });
});
