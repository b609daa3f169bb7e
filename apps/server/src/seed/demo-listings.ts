import type { Condition } from '@phonekade/shared/constants/catalog';
import type { CourierType } from '@phonekade/shared/constants/couriers';
import type { ListingSpecs, ListingStatus, OrderStatus } from '../db/schema.ts';
import type { DemoSeller } from './demo-people.ts';
import { displayName, type PhoneView } from './phone-art.ts';
import { PHONE_MODELS, type PhoneModel } from './phone-models.ts';
import { createRandom, demoImei, type Random } from './random.ts';

// What the demo marketplace holds, planned before anything is drawn or written: ~60 approved phones
// spread over the last six weeks, a few waiting for review, a few rejected, and orders that sold some.

export const APPROVED_COUNT = 60;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface PlannedListing {
  model: PhoneModel;
  seller: DemoSeller;
  title: string;
  condition: Condition;
  storage: string;
  color: string;
  price: number;
  originalPrice: number | null;
  description: string;
  location: string;
  /** The seller's district, which the browse filter reads. */
  district: string;
  specs: ListingSpecs;
  stock: number;
  imei: string | null;
  status: ListingStatus;
  views: PhoneView[];
  createdAt: Date;
  approvedAt: Date | null;
  rejectedAt: Date | null;
  rejectionReason: string | null;
  adminNotes: string | null;
  /** Approved together with others from the Pending tab's 'Approve Selected'. */
  batchApproved: boolean;
  viewCount: number;
}

export interface PlannedOrder {
  buyerKey: string;
  items: { listing: PlannedListing; quantity: number; review: { rating: number; comment: string } | null }[];
  status: OrderStatus;
  courierType: CourierType;
  createdAt: Date;
  updatedAt: Date;
}

// The models sellers list most here get a second listing.
const POPULAR_MODELS = [
  'iPhone 13',
  'iPhone 14',
  'iPhone 11',
  'iPhone 15 Pro Max',
  'Galaxy S23 Ultra',
  'Galaxy A54 5G',
  'Redmi Note 12',
  'Pixel 7',
];

// Which brands each seller mostly deals in; a seller with room left takes the rest.
const SELLER_BRANDS: Record<string, string[]> = {
  chaminda: ['Apple', 'Samsung'],
  rizwan: ['Samsung', 'Xiaomi', 'Nokia', 'Motorola'],
  sanduni: ['Google', 'OnePlus', 'Sony'],
  tharindu: ['Xiaomi', 'Huawei', 'LG', 'Motorola'],
  arun: ['Samsung', 'Apple', 'Nokia'],
  kasun: ['Apple', 'Google'],
  ishara: ['Samsung', 'Xiaomi', 'OnePlus'],
  fathima: ['Huawei', 'Samsung', 'Xiaomi', 'Apple'],
};

const CONDITION_PRICE_FACTOR: Record<Condition, number> = {
  New: 1.1,
  Excellent: 1,
  'Very Good': 0.92,
  Good: 0.83,
  Fair: 0.7,
};

const CONDITION_NOTES: Record<Condition, string[]> = {
  New: ['Brand new, seal intact.'],
  Excellent: [
    'No scratches or dents and the screen is flawless.',
    'Like new: used with a case and tempered glass from day one.',
  ],
  'Very Good': [
    'A few hairline marks on the frame; the screen is perfect.',
    'Light signs of use on the edges, nothing you notice with a cover on.',
  ],
  Good: [
    'Visible scratches on the back and frame, no cracks, everything works.',
    'Some scuffs on the corners and a light scratch on the screen that is invisible when it is on.',
  ],
  Fair: [
    'Heavy wear on the body and a small crack in the corner of the back glass; the screen and every function work.',
    'Well used: dents on the frame and marks on the screen, but calls, cameras and charging all work.',
  ],
};

const ACCESSORIES = [
  'Box and original cable included.',
  'Comes with a charger and a free back cover.',
  'Phone only, no box.',
  'With the original box, cable and a spare tempered glass.',
];

function roundPrice(value: number): number {
  const step = value >= 100_000 ? 1000 : 500;
  return Math.round(value / step) * step;
}

const gigabytes = (storage: string) => Number.parseInt(storage, 10) || 0;

/** The model's illustrative price scaled for storage (about +12% per doubling) and condition. */
export function demoPrice(model: PhoneModel, storage: string, condition: Condition, random: Random): number {
  const base = random.int(model.priceLow, model.priceHigh);
  const doublings = Math.max(0, Math.log2(gigabytes(storage) / gigabytes(model.priceForStorage)));
  return roundPrice(base * (1 + 0.12 * doublings) * CONDITION_PRICE_FACTOR[condition]);
}

function pickCondition(random: Random): Condition {
  const roll = random.next();
  if (roll < 0.35) return 'Excellent';
  if (roll < 0.65) return 'Very Good';
  if (roll < 0.9) return 'Good';
  return 'Fair';
}

function batteryHealth(condition: Condition, random: Random): string {
  const [low, high] = { New: [100, 100], Excellent: [90, 100], 'Very Good': [85, 92], Good: [80, 88], Fair: [74, 82] }[
    condition
  ] as [number, number];
  return `${random.int(low, high)}%`;
}

function stockFor(seller: DemoSeller, random: Random): number {
  if (!seller.listsInBulk || !random.chance(0.6)) return 1;
  if (seller.businessType === 'wholesaler') return random.int(5, 20);
  if (seller.businessType === 'importer') return random.int(2, 8);
  return random.int(2, 5);
}

function describe(listing: Omit<PlannedListing, 'description'>, random: Random): string {
  const { seller, title, condition, stock } = listing;
  const name = title;
  const opener = {
    individual: `Selling my ${name}, used for about ${random.int(6, 30)} months.`,
    retailer: `${name} in ${condition.toLowerCase()} condition, checked by our technician before listing.`,
    wholesaler: `${name}, ${stock > 1 ? `${stock} units in stock` : 'last unit'}; dealer price for 5 or more.`,
    importer: `Imported ${name} (${random.pick(['Japan', 'UK', 'Singapore', 'Dubai'])} unit), factory unlocked and tested on every Sri Lankan network.`,
    'repair-shop': `Refurbished ${name}: ${random.pick(['new battery fitted', 'new back glass fitted', 'charging port replaced', 'fully serviced'])}, genuine parts.`,
    other: `Trade-in ${name}, data wiped and fully checked.`,
  }[seller.businessType];
  const battery = listing.specs.batteryHealth ? `Battery health ${listing.specs.batteryHealth}.` : '';
  const warranty = {
    individual: '',
    retailer: '3-month shop warranty.',
    wholesaler: '7-day checking warranty.',
    importer: '6-month warranty.',
    'repair-shop': '1-month warranty on parts and labour.',
    other: '14-day return if anything is wrong.',
  }[seller.businessType];
  const handover = `Meet-up in ${seller.town} or island-wide delivery.`;
  return [opener, random.pick(CONDITION_NOTES[condition]), battery, random.pick(ACCESSORIES), warranty, handover]
    .filter(Boolean)
    .join(' ');
}

function viewsFor(count: number): PhoneView[] {
  if (count >= 3) return ['angle', 'front', 'back'];
  if (count === 2) return ['front', 'back'];
  return ['angle'];
}

function shuffle<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** Assigns each model to a seller who deals in its brand while they have room (their `share`). */
function assignSellers(models: PhoneModel[], sellers: DemoSeller[]): { model: PhoneModel; seller: DemoSeller }[] {
  const room = new Map(sellers.map((s) => [s.key, s.share]));
  const hasRoom = (s: DemoSeller) => (room.get(s.key) ?? 0) > 0;
  const mostRoom = (candidates: DemoSeller[]) =>
    candidates.reduce((best, s) => ((room.get(s.key) ?? 0) > (room.get(best.key) ?? 0) ? s : best));
  return models.map((model) => {
    const dealers = sellers.filter((s) => hasRoom(s) && SELLER_BRANDS[s.key]?.includes(model.brand));
    const open = sellers.filter(hasRoom);
    const seller = mostRoom(dealers.length ? dealers : open.length ? open : sellers);
    room.set(seller.key, (room.get(seller.key) ?? 0) - 1);
    return { model, seller };
  });
}

function modelNamed(name: string): PhoneModel {
  const model = PHONE_MODELS.find((m) => m.model === name);
  if (!model) throw new Error(`no demo model named ${name}`);
  return model;
}

function newListing(
  model: PhoneModel,
  seller: DemoSeller,
  createdAt: Date,
  now: number,
  random: Random,
  overrides: Partial<PlannedListing> = {},
): PlannedListing {
  const condition = overrides.condition ?? pickCondition(random);
  const storage = random.chance(0.7) ? (model.storageOptions[0] ?? '128GB') : random.pick(model.storageOptions);
  const color = random.pick(model.colors);
  const price = demoPrice(model, storage, condition, random);
  const originalPrice = random.chance(0.3) ? roundPrice(price * (1.06 + random.next() * 0.14)) : null;
  const specs: ListingSpecs = {
    processor: model.processor,
    ram: model.ram,
    storage,
    camera: model.camera,
    battery: model.battery,
    ...(model.brand === 'Apple' ? { batteryHealth: batteryHealth(condition, random) } : {}),
    screen: model.screen,
    color,
    os: model.os,
  };
  const imageCount = random.next() < 0.5 ? 3 : random.next() < 0.6 ? 2 : 1;
  const partial: Omit<PlannedListing, 'description'> = {
    model,
    seller,
    title: `${displayName(model)} ${storage}`,
    condition,
    storage,
    color,
    price,
    originalPrice: originalPrice !== null && originalPrice > price ? originalPrice : null,
    location: seller.town === seller.district ? seller.town : `${seller.town}, ${seller.district}`,
    district: seller.district,
    specs,
    stock: stockFor(seller, random),
    imei: random.chance(0.55) ? demoImei(random) : null,
    status: 'approved',
    views: viewsFor(imageCount),
    createdAt,
    approvedAt: new Date(createdAt.getTime() + Math.min(random.int(1, 6) * HOUR, (now - createdAt.getTime()) / 2)),
    rejectedAt: null,
    rejectionReason: null,
    adminNotes: random.chance(0.4)
      ? random.pick(['Photos and specs verified', 'Price in line with the market', 'IMEI and photos checked'])
      : null,
    batchApproved: false,
    viewCount: 0,
    ...overrides,
  };
  return { ...partial, description: overrides.description ?? describe(partial, random) };
}

/** The listings' ages: a few hours old at the top, then spread evenly over ~45 days. */
function ages(count: number, random: Random): number[] {
  const fresh = [1.5, 4, 7, 13, 20].map((h) => h * HOUR);
  return Array.from({ length: count }, (_, i) =>
    i < fresh.length
      ? (fresh[i] ?? HOUR)
      : DAY + ((i - fresh.length) / (count - fresh.length)) * 44 * DAY + random.next() * 0.7 * DAY,
  );
}

export function planListings(sellers: DemoSeller[], random: Random, now: number): PlannedListing[] {
  const sellerByKey = (key: string) => {
    const seller = sellers.find((s) => s.key === key);
    if (!seller) throw new Error(`no demo seller ${key}`);
    return seller;
  };
  const models = [...PHONE_MODELS, ...POPULAR_MODELS.map(modelNamed)].slice(0, APPROVED_COUNT);
  const assigned = shuffle(assignSellers(models, sellers), random);
  const listingAges = ages(assigned.length, random);
  const approved = assigned.map(({ model, seller }, i) => {
    const createdAt = new Date(now - (listingAges[i] ?? DAY));
    const listing = newListing(model, seller, createdAt, now, random);
    const ageDays = (now - createdAt.getTime()) / DAY;
    listing.viewCount = Math.round(5 + ageDays * random.int(3, 12));
    return listing;
  });
  // One morning's queue approved together with 'Approve Selected'.
  approved
    .filter((l) => (now - l.createdAt.getTime()) / DAY > 20)
    .slice(0, 5)
    .forEach((l) => {
      l.batchApproved = true;
      l.adminNotes = 'Batch approved by admin';
    });

  const pending = (
    [
      ['iPhone 14 Pro Max', 'kasun', 2],
      ['Galaxy S24', 'ishara', 5],
      ['Pixel 8 Pro', 'sanduni', 9],
      ['Redmi Note 13 Pro', 'tharindu', 16],
      ['iPhone 12', 'arun', 26],
    ] as const
  ).map(([name, key, hoursAgo]) =>
    newListing(modelNamed(name), sellerByKey(key), new Date(now - hoursAgo * HOUR), now, random, {
      status: 'pending',
      approvedAt: null,
      adminNotes: null,
    }),
  );
  // The same IMEI as a live listing: the Pending tab flags it as a possible duplicate
  // (docs/decisions/026-imei-check.md).
  const liveWithImei = approved.find((l) => l.imei && l.model.brand === 'Apple');
  const lastPending = pending.at(-1);
  if (liveWithImei && lastPending) lastPending.imei = liveWithImei.imei;

  const rejected = (
    [
      [
        'Galaxy A34 5G',
        'rizwan',
        4,
        'Poor image quality',
        'Photos are blurry and show a different colour; please upload clear photos of the phone itself.',
        {},
      ],
      [
        'iPhone 15 Pro Max',
        'fathima',
        7,
        'Suspicious pricing',
        'Far below market price for this model; please confirm the price and the IMEI.',
        { price: 95_000, originalPrice: null },
      ],
      [
        'Xperia 5 III',
        'arun',
        11,
        'Incomplete information',
        'Storage, condition details and battery information are missing from the description.',
        { description: 'Sony phone for sale. Call me.' },
      ],
    ] as const
  ).map(([name, key, daysAgo, reason, notes, overrides]) => {
    const createdAt = new Date(now - daysAgo * DAY);
    return newListing(modelNamed(name), sellerByKey(key), createdAt, now, random, {
      status: 'rejected',
      approvedAt: null,
      rejectedAt: new Date(createdAt.getTime() + 3 * HOUR),
      rejectionReason: reason,
      adminNotes: notes,
      views: ['front'],
      ...overrides,
    });
  });

  return [...approved, ...pending, ...rejected, ...fairPriceListings(sellerByKey, now)];
}

/** Extra live listings of one model, so the demo shows a typical price and a Good deal. */
export const FAIR_PRICE_DEMO_COUNT = 5;

/**
 * Five more iPhone 13 128GB from the Apple dealers, one priced well under the rest: details show
 * 'Typical price', the cheap one a 'Good deal' (docs/decisions/066-fair-price-band.md). Planned
 * last, with their own random numbers, so nothing else of the demo changes.
 */
function fairPriceListings(sellerByKey: (key: string) => DemoSeller, now: number): PlannedListing[] {
  const random = createRandom(66);
  const model = modelNamed('iPhone 13');
  const plan = [
    ['chaminda', 148_000, 30, 'Very Good'],
    ['kasun', 150_000, 55, 'Very Good'],
    ['arun', 152_000, 80, 'Very Good'],
    ['fathima', 155_000, 120, 'Very Good'],
    ['kasun', 120_000, 9, 'Good'],
  ] as const;
  return plan.map(([key, price, hoursAgo, condition]) => {
    const listing = newListing(model, sellerByKey(key), new Date(now - hoursAgo * HOUR), now, random, {
      title: `${displayName(model)} 128GB`,
      storage: '128GB',
      condition,
      price,
      originalPrice: null,
      stock: 1,
    });
    listing.specs = { ...listing.specs, storage: '128GB' };
    return listing;
  });
}

interface OrderRecipe {
  buyerKey: string;
  items: { sellerKey: string; bulk: boolean; quantity: number; review: { rating: number; comment: string } | null }[];
  status: OrderStatus;
  courierType: CourierType;
  daysAgo: number;
  /** Days from order to its current status. */
  progressDays: number;
}

const ORDER_RECIPES: OrderRecipe[] = [
  {
    buyerKey: 'dilini',
    items: [
      {
        sellerKey: 'kasun',
        bulk: false,
        quantity: 1,
        review: { rating: 5, comment: 'Exactly as described, Kasun met me on time in Kandy. Battery is great.' },
      },
    ],
    status: 'delivered',
    courierType: 'standard',
    daysAgo: 21,
    progressDays: 4,
  },
  {
    buyerKey: 'nuwan',
    items: [
      {
        sellerKey: 'rizwan',
        bulk: true,
        quantity: 2,
        review: { rating: 4, comment: 'Good price for two phones. Delivery took a day longer than promised.' },
      },
      {
        sellerKey: 'chaminda',
        bulk: true,
        quantity: 1,
        review: { rating: 5, comment: 'Very professional shop, phone was spotless and well packed.' },
      },
    ],
    status: 'delivered',
    courierType: 'speed_post',
    daysAgo: 15,
    progressDays: 2,
  },
  {
    buyerKey: 'kavitha',
    items: [
      {
        sellerKey: 'arun',
        bulk: false,
        quantity: 1,
        review: { rating: 4, comment: 'Phone works well. A small scratch not in the photos, otherwise fine.' },
      },
    ],
    status: 'delivered',
    courierType: 'standard',
    daysAgo: 10,
    progressDays: 3,
  },
  {
    buyerKey: 'sachini',
    items: [{ sellerKey: 'sanduni', bulk: true, quantity: 1, review: null }],
    status: 'dispatched',
    courierType: 'speed_post',
    daysAgo: 3,
    progressDays: 1,
  },
  {
    buyerKey: 'dilini',
    items: [{ sellerKey: 'chaminda', bulk: true, quantity: 1, review: null }],
    status: 'confirmed',
    courierType: 'standard',
    daysAgo: 2,
    progressDays: 0.2,
  },
  {
    buyerKey: 'nuwan',
    items: [{ sellerKey: 'ishara', bulk: false, quantity: 1, review: null }],
    status: 'pending',
    courierType: 'standard',
    daysAgo: 0.4,
    progressDays: 0,
  },
];

/**
 * Orders on approved listings that were live when ordered: single-unit phones sell out (stock 0),
 * stocked ones lose the units bought. Mutates the listings' stock.
 */
export function planOrders(listings: PlannedListing[], now: number): PlannedOrder[] {
  const used = new Set<PlannedListing>();
  return ORDER_RECIPES.map((recipe) => {
    const createdAt = new Date(now - recipe.daysAgo * DAY);
    const items = recipe.items.map((item) => {
      const listing = listings.find(
        (l) =>
          !used.has(l) &&
          l.status === 'approved' &&
          l.seller.key === item.sellerKey &&
          (item.bulk ? l.stock > item.quantity : l.stock === 1) &&
          l.approvedAt !== null &&
          l.approvedAt.getTime() < createdAt.getTime() - HOUR,
      );
      if (!listing) throw new Error(`the demo plan has no listing for an order from ${item.sellerKey}`);
      used.add(listing);
      listing.stock -= item.quantity;
      return { listing, quantity: item.quantity, review: item.review };
    });
    const updatedAt = new Date(Math.min(now - HOUR, createdAt.getTime() + recipe.progressDays * DAY));
    return {
      buyerKey: recipe.buyerKey,
      items,
      status: recipe.status,
      courierType: recipe.courierType,
      createdAt,
      updatedAt: updatedAt < createdAt ? createdAt : updatedAt,
    };
  });
}
