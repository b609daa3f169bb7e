import type { Pagination } from '@phonekade/shared/common/id.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.ts';
import type { toNotificationDto } from './notifications.service.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type Body } from '../../test/factories.ts';

let t: TestApp;

interface List {
  notifications: ReturnType<typeof toNotificationDto>[];
  unread: number;
  pagination: Pagination;
}

async function storeFor(userId: string, count: number) {
  const rows = [];
  for (let i = 0; i < count; i += 1) {
    rows.push(
      ...(await t.app.notifications.store(t.app.db, [userId], {
        type: 'listing_approved',
        message: `Message ${i}`,
        data: { phoneId: `p${i}`, title: `Phone ${i}` },
      })),
    );
  }
  return rows;
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('the notification centre', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/notifications/read', payload: { all: true } })).statusCode,
    ).toBe(401);
  });

  it("lists only one's own notifications, newest first, with the unread count and pages", async () => {
    const seller = await createUser(t, 'seller');
    const other = await createUser(t, 'buyer');
    await storeFor(seller.id, 3);
    await storeFor(other.id, 2);

    const res = await t.app.inject({ method: 'GET', url: '/api/notifications?limit=2', headers: seller.auth });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<Body<List>>();
    expect(data.unread).toBe(3);
    expect(data.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 3, hasNext: true, hasPrev: false });
    expect(data.notifications).toHaveLength(2);
    expect(data.notifications[0]).toMatchObject({ type: 'listing_approved', read: false });
    expect(data.notifications[0]?.id).toBe(data.notifications[0]?._id);

    const page2 = (
      await t.app.inject({ method: 'GET', url: '/api/notifications?limit=2&page=2', headers: seller.auth })
    ).json<Body<List>>().data;
    const messages = [...data.notifications, ...page2.notifications].map((n: { message: string }) => n.message);
    expect(messages.sort()).toEqual(['Message 0', 'Message 1', 'Message 2']);
  });

  it("marks chosen ids as read, never another user's", async () => {
    const seller = await createUser(t, 'seller');
    const other = await createUser(t, 'buyer');
    const [mine] = await storeFor(seller.id, 2);
    const [theirs] = await storeFor(other.id, 1);

    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/read',
      headers: seller.auth,
      payload: { ids: [mine!.id, theirs!.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>().data).toEqual({ updated: 1 });
    const [theirRow] = await t.app.db.select().from(notifications).where(eq(notifications.id, theirs!.id));
    expect(theirRow?.readAt).toBeNull();
    const list = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: seller.auth })).json<
      Body<List>
    >().data;
    expect(list.unread).toBe(1);
  });

  it('marks all as read', async () => {
    const buyer = await createUser(t, 'buyer');
    await storeFor(buyer.id, 3);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/read',
      headers: buyer.auth,
      payload: { all: true },
    });
    expect(res.json<Body>().data).toEqual({ updated: 3 });
    const list = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: buyer.auth })).json<
      Body<List>
    >().data;
    expect(list.unread).toBe(0);
    expect(list.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it('refuses a body that is neither ids nor all, and malformed ids', async () => {
    const buyer = await createUser(t, 'buyer');
    for (const payload of [{}, { all: false }, { ids: [] }, { ids: ['nope'] }]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/notifications/read',
        headers: buyer.auth,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/notifications?page=0', headers: buyer.auth })).statusCode,
    ).toBe(400);
  });
});
