// An admin decides on the listing they saw: a seller's edit made after the admin opened the pending
// list is refused with 409 and nothing changes, for approve, reject and batch approve alike.
import type { AdminListingDto, PendingListingsData } from '@phonekade/shared/admin/admin.types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminActions, listings, notifications } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callApi, createUser, insertListing, type Body, type TestUser } from '../../test/factories.ts';
import { emptyDatabase } from '../../test/test-db.ts';

const CHANGED = 'This listing changed since you opened it. Please review it again.';

let t: TestApp;
let admin: TestUser;
let seller: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMITS: 'false' });
});
afterAll(async () => t.close());

beforeEach(async () => {
  await emptyDatabase(t.app.db);
  admin = await createUser(t, 'admin', { name: 'Asha Admin' });
  seller = await createUser(t, 'seller', { name: 'Sunil Seller' });
});

const listingRow = async (id: string) => (await t.app.db.select().from(listings).where(eq(listings.id, id)))[0]!;

/** What the admin's pending tab shows for this listing. */
async function openedByAdmin(id: string): Promise<AdminListingDto> {
  const res = await callApi(t, 'GET', '/api/admin/listings/pending', admin);
  expect(res.statusCode).toBe(200);
  const shown = res.json<Body<PendingListingsData>>().data.listings.find((listing) => listing.id === id);
  if (!shown) throw new Error('listing not in the pending list');
  return shown;
}

/** The seller edits the listing through the API, as the edit form does. */
async function sellerEdits(shown: AdminListingDto, title: string) {
  const res = await callApi(t, 'PUT', `/api/phones/${shown.id}`, seller, {
    title,
    brand: shown.brand,
    price: 20_000,
    condition: shown.condition,
    images: shown.images,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Nothing was decided: still pending with the seller's edit, no audit row, nobody told. */
async function expectUndecided(id: string, title: string) {
  expect(await listingRow(id)).toMatchObject({ status: 'pending', title, price: 20_000, approvedAt: null });
  expect(await t.app.db.select().from(adminActions)).toHaveLength(0);
  const told = await t.app.db.select().from(notifications).where(eq(notifications.userId, seller.id));
  expect(told.filter((note) => note.type === 'listing_approved' || note.type === 'listing_rejected')).toEqual([]);
}

describe('the pending list', () => {
  it("carries each listing's updatedAt, the version the admin decides on", async () => {
    const phone = await insertListing(t, seller.id, { status: 'pending' });
    const shown = await openedByAdmin(phone.id);
    expect(shown.updatedAt).toBe((await listingRow(phone.id)).updatedAt.toISOString());
  });
});

describe('approving or rejecting one listing', () => {
  it('approves the listing the admin saw', async () => {
    const phone = await insertListing(t, seller.id, { status: 'pending' });
    const shown = await openedByAdmin(phone.id);
    const res = await callApi(t, 'PUT', `/api/admin/listings/${phone.id}/approve`, admin, {
      expectedUpdatedAt: shown.updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listingRow(phone.id)).status).toBe('approved');
  });

  it('refuses to approve a listing the seller edited after the admin opened it', async () => {
    const phone = await insertListing(t, seller.id, { status: 'pending' });
    const shown = await openedByAdmin(phone.id);
    await sellerEdits(shown, 'iPhone 13 (now with a cracked screen)');

    const res = await callApi(t, 'PUT', `/api/admin/listings/${phone.id}/approve`, admin, {
      adminNotes: 'Looks fine',
      expectedUpdatedAt: shown.updatedAt,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toMatchObject({ success: false, message: CHANGED });
    await expectUndecided(phone.id, 'iPhone 13 (now with a cracked screen)');

    // Seen again, the edit can be approved.
    const again = await openedByAdmin(phone.id);
    expect(again.title).toBe('iPhone 13 (now with a cracked screen)');
    const approved = await callApi(t, 'PUT', `/api/admin/listings/${phone.id}/approve`, admin, {
      expectedUpdatedAt: again.updatedAt,
    });
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('refuses to reject a listing the seller edited after the admin opened it', async () => {
    const phone = await insertListing(t, seller.id, { status: 'pending' });
    const shown = await openedByAdmin(phone.id);
    await sellerEdits(shown, 'iPhone 13 with clear photos now');
    const res = await callApi(t, 'PUT', `/api/admin/listings/${phone.id}/reject`, admin, {
      reason: 'Poor image quality',
      expectedUpdatedAt: shown.updatedAt,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>().message).toBe(CHANGED);
    await expectUndecided(phone.id, 'iPhone 13 with clear photos now');
    expect((await listingRow(phone.id)).rejectionReason).toBeNull();
  });

  it('an approval racing an edit never publishes the edit unseen', async () => {
    for (let round = 0; round < 5; round += 1) {
      const phone = await insertListing(t, seller.id, { status: 'pending', title: `Original ${round}` });
      const shown = await openedByAdmin(phone.id);
      const [approval] = await Promise.all([
        callApi(t, 'PUT', `/api/admin/listings/${phone.id}/approve`, admin, { expectedUpdatedAt: shown.updatedAt }),
        sellerEdits(shown, `Edited ${round}`),
      ]);
      expect([200, 409]).toContain(approval.statusCode);
      const row = await listingRow(phone.id);
      // Either the edit came first and the approval was refused, or it came after and sent the
      // listing back to review: an approved listing always shows what the admin saw.
      expect(row.title).toBe(`Edited ${round}`);
      expect(row.status).toBe('pending');
    }
  });

  it('a time that is off by one millisecond is a change too', async () => {
    const phone = await insertListing(t, seller.id, { status: 'pending' });
    const shown = await openedByAdmin(phone.id);
    const off = new Date(Date.parse(shown.updatedAt) - 1).toISOString();
    const res = await callApi(t, 'PUT', `/api/admin/listings/${phone.id}/approve`, admin, { expectedUpdatedAt: off });
    expect(res.statusCode).toBe(409);
    expect((await listingRow(phone.id)).status).toBe('pending');
  });

  it('the same moment in another time zone is the same version', async () => {
    const phone = await insertListing(t, seller.id, { status: 'pending' });
    const shown = await openedByAdmin(phone.id);
    const colombo = new Date(Date.parse(shown.updatedAt) + 5.5 * 3_600_000).toISOString().replace('Z', '+05:30');
    const res = await callApi(t, 'PUT', `/api/admin/listings/${phone.id}/reject`, admin, {
      reason: 'Other text',
      expectedUpdatedAt: colombo,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a listing already decided keeps its own answer, whatever version is sent', async () => {
    const phone = await insertListing(t, seller.id, { status: 'pending' });
    const shown = await openedByAdmin(phone.id);
    await callApi(t, 'PUT', `/api/admin/listings/${phone.id}/approve`, admin, { expectedUpdatedAt: shown.updatedAt });
    const again = await callApi(t, 'PUT', `/api/admin/listings/${phone.id}/approve`, admin, {
      expectedUpdatedAt: shown.updatedAt,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<Body>().message).toBe('This listing is already approved');
  });

  it('a malformed expectedUpdatedAt is a 400 and nothing changes', async () => {
    const phone = await insertListing(t, seller.id, { status: 'pending' });
    const res = await callApi(t, 'PUT', `/api/admin/listings/${phone.id}/approve`, admin, {
      expectedUpdatedAt: 'yesterday',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().details).toEqual({
      expectedUpdatedAt: "expectedUpdatedAt must be the listing's updatedAt from the pending list, as an ISO timestamp",
    });
    expect((await listingRow(phone.id)).status).toBe('pending');
  });

  it("the API's documented bodies without expectedUpdatedAt still work", async () => {
    const first = await insertListing(t, seller.id, { status: 'pending' });
    const second = await insertListing(t, seller.id, { status: 'pending' });
    const third = await insertListing(t, seller.id, { status: 'pending' });
    expect(
      (await callApi(t, 'PUT', `/api/admin/listings/${first.id}/approve`, admin, { adminNotes: 'ok' })).statusCode,
    ).toBe(200);
    expect(
      (await callApi(t, 'PUT', `/api/admin/listings/${second.id}/reject`, admin, { reason: 'Duplicate listing' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await callApi(t, 'PUT', '/api/admin/listings/batch-approve', admin, { phoneIds: [third.id] })).statusCode,
    ).toBe(200);
  });
});

describe('batch approve', () => {
  it('approves every listing the admin saw', async () => {
    const a = await insertListing(t, seller.id, { status: 'pending' });
    const b = await insertListing(t, seller.id, { status: 'pending' });
    const expectedUpdatedAt = {
      [a.id]: (await openedByAdmin(a.id)).updatedAt,
      [b.id]: (await openedByAdmin(b.id)).updatedAt,
    };
    const res = await callApi(t, 'PUT', '/api/admin/listings/batch-approve', admin, {
      phoneIds: [a.id, b.id],
      expectedUpdatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listingRow(a.id)).status).toBe('approved');
    expect((await listingRow(b.id)).status).toBe('approved');
  });

  it('one listing edited since it was seen: 409 naming it, and none of the batch is approved', async () => {
    const a = await insertListing(t, seller.id, { status: 'pending' });
    const b = await insertListing(t, seller.id, { status: 'pending' });
    const shownA = await openedByAdmin(a.id);
    const shownB = await openedByAdmin(b.id);
    await sellerEdits(shownB, 'Galaxy S21 (edited)');

    const res = await callApi(t, 'PUT', '/api/admin/listings/batch-approve', admin, {
      phoneIds: [a.id, b.id],
      expectedUpdatedAt: { [a.id]: shownA.updatedAt, [b.id]: shownB.updatedAt },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toMatchObject({ success: false, message: CHANGED, details: { [b.id]: CHANGED } });
    expect(res.json<Body>().details).not.toHaveProperty(a.id);
    expect((await listingRow(a.id)).status).toBe('pending');
    await expectUndecided(b.id, 'Galaxy S21 (edited)');
  });

  it('a changed listing next to an approved one: the answer names both reasons', async () => {
    const a = await insertListing(t, seller.id, { status: 'pending' });
    const b = await insertListing(t, seller.id, { status: 'pending' });
    const shownA = await openedByAdmin(a.id);
    const shownB = await openedByAdmin(b.id);
    await callApi(t, 'PUT', `/api/admin/listings/${a.id}/approve`, admin, {});
    await sellerEdits(shownB, 'Pixel 7 (edited)');
    const res = await callApi(t, 'PUT', '/api/admin/listings/batch-approve', admin, {
      phoneIds: [a.id, b.id],
      expectedUpdatedAt: { [a.id]: shownA.updatedAt, [b.id]: shownB.updatedAt },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>().details).toEqual({ [a.id]: 'Listing is already approved', [b.id]: CHANGED });
    expect((await listingRow(b.id)).status).toBe('pending');
  });

  it('a batch whose versions leave out one of its listings is a 400', async () => {
    const a = await insertListing(t, seller.id, { status: 'pending' });
    const b = await insertListing(t, seller.id, { status: 'pending' });
    const res = await callApi(t, 'PUT', '/api/admin/listings/batch-approve', admin, {
      phoneIds: [a.id, b.id],
      expectedUpdatedAt: { [a.id]: (await openedByAdmin(a.id)).updatedAt },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe('expectedUpdatedAt must name every listing of the batch');
    expect((await listingRow(a.id)).status).toBe('pending');
  });
});
