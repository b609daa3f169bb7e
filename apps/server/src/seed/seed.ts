import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { NOTIFICATION_MESSAGES } from '@phonekade/shared/common/messages';
import { provinceOfDistrict } from '@phonekade/shared/constants/locations';
import { newOrderNumber, newTransactionId } from '@phonekade/shared/orders/order-number';
import { orderTotals } from '@phonekade/shared/orders/order-totals';
import type { Config } from '../config.ts';
import { newImageName, variantWidthsFor, type EncodedImage } from '../lib/images.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { Storage } from '../lib/storage/storage.ts';
import { refreshSellerRating } from '../modules/orders/orders.repository.ts';
import {
  createPhoneImages,
  PHONE_IMAGE_WIDTHS,
  phoneImagePath,
  type PhoneImages,
} from '../modules/phones/phone-images.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import {
  adminActions,
  notifications,
  orderItems,
  orders,
  paymentAuthorizations,
  reviews,
  users,
  listings as listingsTable,
  type DeliveryAddress,
  type StoredImage,
} from '../db/schema.ts';
import { planListings, planOrders, type PlannedListing, type PlannedOrder } from './demo-listings.ts';
import {
  DEMO_ADMIN,
  DEMO_BUYERS,
  DEMO_PASSWORD,
  DEMO_SELLERS,
  type DemoPerson,
  type DemoSeller,
} from './demo-people.ts';
import { phoneSvg } from './phone-art.ts';
import { createRandom } from './random.ts';

export interface SeedLogin {
  role: string;
  email: string;
  password: string;
}

export interface SeedResult {
  logins: SeedLogin[];
  /** This call wrote the demo marketplace (false when the database already had accounts). */
  seeded: boolean;
}

const DAY = 86_400_000;
// Same plan on every fresh start; see random.ts.
const PLAN_SEED = 20_240_617;
// Two servers starting on one empty database must not both seed it.
const SEED_LOCK_KEY = 7_406_531;
const THUMB_SIZE = 400;
const RENDER_CONCURRENCY = 4;

export const DEMO_LOGINS: SeedLogin[] = [
  { role: 'admin', email: DEMO_ADMIN.email, password: DEMO_PASSWORD },
  { role: 'seller', email: DEMO_SELLERS[0]?.email ?? '', password: DEMO_PASSWORD },
  { role: 'buyer', email: DEMO_BUYERS[0]?.email ?? '', password: DEMO_PASSWORD },
];

/**
 * Called at every start. With SEED=demo, an empty database (no users) gets the demo marketplace;
 * a database with users is left alone. Answers the demo logins to print whenever the demo accounts
 * are there. (The ADMIN_EMAIL admin is start-up's job, after this: see server.ts.)
 */
export async function seedOnFirstStart(
  db: Db,
  config: Config,
  storage: Storage,
  log: FastifyBaseLogger,
): Promise<SeedResult> {
  let result: SeedResult = { logins: [], seeded: false };
  if (config.SEED === 'demo') {
    result = (await hasUsers(db))
      ? { logins: await demoLoginsPresent(db), seeded: false }
      : await seedDemoMarketplace(db, storage, log);
  }
  return result;
}

async function hasUsers(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

async function demoLoginsPresent(db: Db): Promise<SeedLogin[]> {
  const emails = DEMO_LOGINS.map((l) => l.email);
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      sql`lower(${users.email}) in (${sql.join(
        emails.map((e) => sql`${e}`),
        sql`, `,
      )})`,
    );
  const present = new Set(rows.map((r) => r.email.toLowerCase()));
  return DEMO_LOGINS.filter((l) => present.has(l.email));
}

/**
 * Draws the images first (stored objects cannot join a transaction), then writes every row in one
 * transaction. If anything fails, or another server seeded meanwhile, the images are removed again
 * and the database keeps nothing.
 */
async function seedDemoMarketplace(db: Db, storage: Storage, log: FastifyBaseLogger): Promise<SeedResult> {
  const started = Date.now();
  const random = createRandom(PLAN_SEED);
  const planned = planListings(DEMO_SELLERS, random, started);
  const plannedOrders = planOrders(planned, started);
  const store = createPhoneImages(storage, log);
  const written: string[] = [];
  const removeWritten = () => store.removeUnlessShown(written.map((name) => ({ name })));

  try {
    // One hash for every demo account: argon2id is slow on purpose.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const images = await renderListingImages(planned, store, written);
    const imagesDone = Date.now();
    const seeded = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (await hasUsers(tx)) return false;
      await writeMarketplace(tx, {
        planned,
        plannedOrders,
        images,
        passwordHash,
        now: started,
      });
      return true;
    });
    if (!seeded) {
      await removeWritten();
      return { logins: await demoLoginsPresent(db), seeded: false };
    }
    const approved = planned.filter((l) => l.status === 'approved').length;
    log.info(
      `demo data seeded in ${Date.now() - started} ms (images ${imagesDone - started} ms): ` +
        `${DEMO_SELLERS.length} sellers, ${DEMO_BUYERS.length} buyers, ${approved} approved listings, ` +
        `${planned.length - approved} pending or rejected, ${written.length} images, ${plannedOrders.length} orders`,
    );
    return { logins: DEMO_LOGINS, seeded: true };
  } catch (error) {
    await removeWritten();
    throw error;
  }
}

/**
 * Rasterises the SVG once and encodes the full image, the thumbnail and the narrower copies an
 * upload gets (phone-images.ts) from those pixels. Our own artwork, so the upload path's decode
 * checks (encodeWebp) have nothing to guard against here.
 */
async function renderWebp(svg: string): Promise<EncodedImage> {
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const widths = variantWidthsFor(info.width, PHONE_IMAGE_WIDTHS);
  const [full, thumb, ...variants] = await Promise.all([
    pixels().webp({ quality: 84, effort: 1 }).toBuffer(),
    pixels().resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside' }).webp({ quality: 78, effort: 1 }).toBuffer(),
    ...widths.map((width) => pixels().resize({ width }).webp({ quality: 80, effort: 1 }).toBuffer()),
  ]);
  return {
    full,
    thumb,
    variants: variants.map((variant, index) => ({ width: widths[index] ?? 0, data: variant })),
    width: info.width,
    height: info.height,
  };
}

/** Renders each listing's views in parallel batches; one model, colour and view is drawn once. */
async function renderListingImages(
  planned: PlannedListing[],
  store: PhoneImages,
  written: string[],
): Promise<Map<PlannedListing, StoredImage[]>> {
  const encoded = new Map<string, Promise<EncodedImage>>();
  const encode = (listing: PlannedListing, view: PlannedListing['views'][number]) => {
    const key = `${listing.model.model}|${listing.color}|${listing.storage}|${view}`;
    let image = encoded.get(key);
    if (!image) {
      image = renderWebp(phoneSvg({ model: listing.model, color: listing.color, storage: listing.storage, view }));
      encoded.set(key, image);
    }
    return image;
  };

  const jobs = planned.flatMap((listing) => listing.views.map((view, index) => ({ listing, view, index })));
  const results = new Map<PlannedListing, StoredImage[]>(planned.map((l) => [l, []]));
  let next = 0;
  // On a failure every worker stops before its next file, and only then does the caller clean up,
  // so no file is written after the clean-up.
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      try {
        const image = await encode(job.listing, job.view);
        const name = newImageName();
        written.push(name);
        await store.save(name, image);
        const list = results.get(job.listing) ?? [];
        list[job.index] = {
          name,
          width: image.width,
          height: image.height,
          variantWidths: image.variants.map((variant) => variant.width),
        };
        results.set(job.listing, list);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
  if (failure) throw failure.error;
  return results;
}

interface MarketplaceRows {
  planned: PlannedListing[];
  plannedOrders: PlannedOrder[];
  images: Map<PlannedListing, StoredImage[]>;
  passwordHash: string;
  now: number;
}

function userRow(
  person: DemoPerson,
  id: string,
  role: 'admin' | 'seller' | 'buyer',
  passwordHash: string,
  now: number,
) {
  const joined = new Date(now - person.joinedDaysAgo * DAY);
  const seller = 'businessType' in person ? (person as DemoSeller) : undefined;
  return {
    id,
    email: person.email,
    passwordHash,
    name: person.name,
    phone: person.phone,
    role,
    gender: person.gender,
    dateOfBirth: person.dateOfBirth,
    location: person.town === person.district ? person.town : `${person.town}, ${person.district}`,
    favoriteBrand: person.favoriteBrand,
    instagram: person.instagram ?? null,
    twitter: person.twitter ?? null,
    facebook: person.facebook ?? null,
    linkedin: person.linkedin ?? null,
    businessType: seller?.businessType ?? null,
    businessDescription: seller?.businessDescription ?? null,
    responseTime: seller?.responseTime ?? null,
    createdAt: joined,
    updatedAt: joined,
  };
}

function deliveryAddress(buyer: DemoPerson): DeliveryAddress {
  const [firstName = buyer.name, ...rest] = buyer.name.split(' ');
  return {
    firstName,
    lastName: rest.join(' ') || firstName,
    mobile: buyer.phone.replace(/^\+94/, '0'),
    email: buyer.email,
    province: provinceOfDistrict(buyer.district) ?? 'Western',
    district: buyer.district,
    city: buyer.town,
    addressLine1: buyer.addressLine1 ?? `1 Main Street, ${buyer.town}`,
  };
}

async function writeMarketplace(tx: DbOrTx, rows: MarketplaceRows): Promise<void> {
  const { planned, plannedOrders, images, passwordHash, now } = rows;
  const adminId = randomUUID();
  const sellerIds = new Map(DEMO_SELLERS.map((s) => [s.key, randomUUID()]));
  const buyerIds = new Map(DEMO_BUYERS.map((b) => [b.key, randomUUID()]));
  const idOf = (ids: Map<string, string>, key: string) => {
    const id = ids.get(key);
    if (!id) throw new Error(`demo account ${key} is missing`);
    return id;
  };

  await tx
    .insert(users)
    .values([
      userRow(DEMO_ADMIN, adminId, 'admin', passwordHash, now),
      ...DEMO_SELLERS.map((s) => userRow(s, idOf(sellerIds, s.key), 'seller', passwordHash, now)),
      ...DEMO_BUYERS.map((b) => userRow(b, idOf(buyerIds, b.key), 'buyer', passwordHash, now)),
    ]);

  const listingIds = new Map(planned.map((l) => [l, randomUUID()]));
  const listingId = (l: PlannedListing) => listingIds.get(l) ?? '';
  const soldAt = new Map(plannedOrders.flatMap((o) => o.items.map((i) => [i.listing, o.createdAt] as const)));
  await tx.insert(listingsTable).values(
    planned.map((l) => ({
      id: listingId(l),
      sellerId: idOf(sellerIds, l.seller.key),
      title: l.title,
      brand: l.model.brand,
      condition: l.condition,
      price: l.price,
      originalPrice: l.originalPrice,
      description: l.description,
      location: l.location,
      district: l.district,
      specs: l.specs,
      images: images.get(l) ?? [],
      stock: l.stock,
      imei: l.imei,
      status: l.status,
      adminNotes: l.adminNotes,
      rejectionReason: l.rejectionReason,
      approvedAt: l.approvedAt,
      approvedBy: l.approvedAt ? adminId : null,
      livePrice: l.approvedAt ? l.price : null,
      rejectedAt: l.rejectedAt,
      rejectedBy: l.rejectedAt ? adminId : null,
      viewCount: l.viewCount,
      createdAt: l.createdAt,
      updatedAt: soldAt.get(l) ?? l.approvedAt ?? l.rejectedAt ?? l.createdAt,
    })),
  );

  // The notification centre (docs/decisions/019-stored-notifications.md) shows what each account
  // would have been told; anything
  // older than two days has been read.
  type NotificationRow = typeof notifications.$inferInsert;
  const notices: NotificationRow[] = [];
  const notice = (userId: string, type: string, message: string, data: Record<string, unknown>, at: Date) =>
    notices.push({
      userId,
      type,
      message,
      data,
      createdAt: at,
      readAt: now - at.getTime() > 2 * DAY ? new Date(at.getTime() + 3_600_000) : null,
    });
  for (const l of planned) {
    const phone = { phoneId: listingId(l), title: l.title };
    const sellerId = idOf(sellerIds, l.seller.key);
    if (l.status === 'pending') {
      const duplicate = l.imei !== null && planned.some((other) => other !== l && other.imei === l.imei);
      notice(
        adminId,
        'new_pending_listing',
        NOTIFICATION_MESSAGES.newListingPending(l.title),
        {
          ...phone,
          ...(duplicate ? { imeiDuplicate: true } : {}),
        },
        l.createdAt,
      );
    }
    if (l.approvedAt)
      notice(sellerId, 'listing_approved', NOTIFICATION_MESSAGES.listingApproved(l.title), phone, l.approvedAt);
    if (l.rejectedAt && l.rejectionReason) {
      notice(
        sellerId,
        'listing_rejected',
        NOTIFICATION_MESSAGES.listingRejected(l.title, l.rejectionReason),
        {
          ...phone,
          reason: l.rejectionReason,
        },
        l.rejectedAt,
      );
    }
  }

  const moderated = planned.filter((l) => l.approvedAt || l.rejectedAt);
  await tx.insert(adminActions).values(
    moderated.map((l) => ({
      adminId,
      listingId: listingId(l),
      listingTitle: l.title,
      action: l.rejectedAt ? ('reject' as const) : l.batchApproved ? ('batch_approve' as const) : ('approve' as const),
      reason: l.rejectionReason,
      notes: l.adminNotes,
      createdAt: l.approvedAt ?? l.rejectedAt ?? l.createdAt,
    })),
  );

  for (const order of plannedOrders) {
    const buyer = DEMO_BUYERS.find((b) => b.key === order.buyerKey);
    if (!buyer) throw new Error(`demo buyer ${order.buyerKey} is missing`);
    const buyerId = idOf(buyerIds, buyer.key);
    const orderId = randomUUID();
    const placedAt = order.createdAt.getTime();
    const totals = orderTotals(
      order.items.map((i) => ({ price: i.listing.price, quantity: i.quantity })),
      order.courierType,
    );
    const transactionId = newTransactionId(placedAt - 60_000);
    await tx.insert(paymentAuthorizations).values({
      transactionId,
      userId: buyerId,
      amount: totals.total,
      cardLast4: '4242',
      status: 'captured',
      orderId,
      createdAt: new Date(placedAt - 60_000),
      capturedAt: order.createdAt,
    });
    const orderNumber = newOrderNumber(placedAt);
    const orderRef = { orderId, orderNumber };
    for (const sellerKey of new Set(order.items.map((i) => i.listing.seller.key))) {
      const titles = order.items.filter((i) => i.listing.seller.key === sellerKey).map((i) => i.listing.title);
      notice(
        idOf(sellerIds, sellerKey),
        'new_order',
        `New order ${orderNumber}: ${titles.join(', ')}`,
        orderRef,
        order.createdAt,
      );
      // Each seller moves their own items, and the buyer hears of each seller's move.
      if (order.status !== 'pending') {
        notice(
          buyerId,
          'order_status_updated',
          `Your order ${orderNumber}: ${titles.join(', ')} ${titles.length === 1 ? 'is' : 'are'} now ${order.status}`,
          { ...orderRef, status: order.status, sellerId: idOf(sellerIds, sellerKey), orderStatus: order.status },
          order.updatedAt,
        );
      }
    }
    await tx.insert(orders).values({
      id: orderId,
      orderNumber,
      buyerId,
      status: order.status,
      deliveryAddress: deliveryAddress(buyer),
      courierType: order.courierType,
      subtotal: totals.subtotal,
      shippingCost: totals.shippingCost,
      totalAmount: totals.total,
      transactionId,
      cardLast4: '4242',
      createdAt: order.createdAt,
      updatedAt: order.updatedAt,
    });
    await tx.insert(orderItems).values(
      order.items.map((item) => {
        const cover = images.get(item.listing)?.[0];
        return {
          orderId,
          listingId: listingId(item.listing),
          sellerId: idOf(sellerIds, item.listing.seller.key),
          title: item.listing.title,
          image: cover ? phoneImagePath(cover.name) : null,
          price: item.listing.price,
          quantity: item.quantity,
          // Every seller of a demo order has moved their items as far as the order shows.
          status: order.status,
        };
      }),
    );
    const reviewed = order.items.filter((item) => item.review);
    if (reviewed.length) {
      const reviewedAt = new Date(Math.min(now - 3_600_000, order.updatedAt.getTime() + DAY));
      await tx.insert(reviews).values(
        reviewed.map((item) => ({
          orderId,
          buyerId,
          sellerId: idOf(sellerIds, item.listing.seller.key),
          rating: item.review?.rating ?? 5,
          comment: item.review?.comment ?? '',
          createdAt: reviewedAt,
        })),
      );
    }
  }

  await tx.insert(notifications).values(notices);

  // A seller's rating and review count are aggregates of their reviews, never typed in: worked out
  // (and rounded) exactly as when a buyer reviews.
  const reviewedSellers = new Set(
    plannedOrders.flatMap((order) =>
      order.items.filter((item) => item.review).map((item) => idOf(sellerIds, item.listing.seller.key)),
    ),
  );
  for (const sellerId of reviewedSellers) await refreshSellerRating(tx, sellerId);
}
