// The pages the server sends for the web app's views: their heads (link previews, search engines),
// statuses, robots.txt and the sitemap (docs/decisions/068-server-rendered-page-heads.md,
// docs/decisions/069-robots-sitemap-and-status-codes.md), and the first view drawn in them
// (docs/decisions/081-server-rendered-first-view.md).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { BROWSE_GRID_SIZES, DETAIL_SIZES, imageSrcSet, phoneImages } from '@phonekade/shared/phones/image-sources';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { eq } from 'drizzle-orm';
import { parse, type HTMLElement } from 'node-html-parser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listings, type StoredImage } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { emptyDatabase } from '../../test/test-db.ts';
import { createUser, insertListing, type TestUser } from '../../test/factories.ts';
import { phonesService } from '../phones/phones.routes.ts';
import { publicAnswers } from '../phones/public-answers.ts';
import {
  loadFirstViewRenderer,
  rendererFile,
  type FirstViewPage,
  type RenderFirstView,
} from './first-view-renderer.ts';
import { createPagesService } from './pages.service.ts';
import { sitemapLayout, sitemapPartRange, sliceGroups } from './sitemap.ts';

const PUBLIC_URL = 'https://phonekade.test';
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="PhoneKade: buy and sell used mobile phones in Sri Lanka, priced in LKR." />
    <title>PhoneKade - Used phones in Sri Lanka</title>
    <style>body{margin:0}</style>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The build's manifest: the entry with what it imports, views, a chunk they share, and the languages. */
const MANIFEST = {
  'index.html': { file: 'assets/index-Ab12Cd34.js', isEntry: true, imports: ['_api-client.js'] },
  '_api-client.js': { file: 'assets/api-client-Ef56.js' },
  '_cards.js': { file: 'assets/cards-Gh78.js', imports: ['_api-client.js'] },
  'src/features/home/home-view.tsx': { file: 'assets/home-view-Ij90.js', isDynamicEntry: true, imports: ['_cards.js'] },
  'src/app/browse-page.tsx': { file: 'assets/browse-page-Kl12.js', isDynamicEntry: true, imports: ['_cards.js'] },
  'src/features/phone-details/phone-details-view.tsx': {
    file: 'assets/phone-details-view-Mn34.js',
    isDynamicEntry: true,
    imports: ['_cards.js'],
    css: ['assets/details-Op56.css'],
  },
  'src/features/seller-page/seller-page-view.tsx': { file: 'assets/seller-page-view-Qr78.js', isDynamicEntry: true },
  'src/locales/en/index.ts': { file: 'assets/en-St90.js', isDynamicEntry: true },
  'src/locales/si/index.ts': { file: 'assets/si-Uv12.js', isDynamicEntry: true },
  'src/locales/ta/index.ts': { file: 'assets/ta-Wx34.js', isDynamicEntry: true },
};

/** A photo uploaded today: copies 320 to 1200 px wide beside its 1600 px full image. */
const photo = (name: string): StoredImage => ({
  name,
  width: 1600,
  height: 1200,
  variantWidths: [320, 640, 1080, 1200],
});

let t: TestApp;
let webDist: string;
let seller: TestUser;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'phonekade-pages-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
  writeFileSync(path.join(webDist, 'assets/index-Ab12Cd34.js'), 'console.log(1)');
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(path.join(webDist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  t = await buildTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL });
});

afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

beforeEach(async () => {
  await emptyDatabase(t.app.db);
  seller = await createUser(t, 'seller', { name: 'Kasun Perera' });
});

interface Page {
  status: number;
  headers: Record<string, unknown>;
  html: string;
  doc: HTMLElement;
  title: string | undefined;
  /** content of <meta name|property=key>; undefined when absent. */
  meta: (key: string) => string | undefined;
  metas: (key: string) => string[];
  link: (rel: string) => string | undefined;
  jsonLd: () => Record<string, unknown>[];
}

async function openPage(url: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  const doc = parse(res.body);
  const metas = (key: string) =>
    doc
      .querySelectorAll('meta')
      .filter((m) => m.getAttribute('name') === key || m.getAttribute('property') === key)
      .map((m) => m.getAttribute('content') ?? '');
  return {
    status: res.statusCode,
    headers: res.headers,
    html: res.body,
    doc,
    title: doc.querySelector('title')?.text,
    meta: (key) => metas(key)[0],
    metas,
    link: (rel) => doc.querySelector(`link[rel="${rel}"]`)?.getAttribute('href'),
    jsonLd: () =>
      doc
        .querySelectorAll('script')
        .filter((s) => s.getAttribute('type') === 'application/ld+json')
        .map((s) => JSON.parse(s.rawText) as Record<string, unknown>),
  };
}

/** The app itself still starts: its root and its script are in the page. */
function expectTheApp(page: Page) {
  expect(page.doc.querySelector('#root')).not.toBeNull();
  expect(page.doc.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-Ab12Cd34.js');
  expect(page.headers['content-type']).toMatch(/^text\/html/);
}

describe('a listing page', () => {
  it('carries the title with the price, description, canonical link, Open Graph, Twitter card and Product JSON-LD', async () => {
    const listing = await insertListing(t, seller.id, {
      title: 'iPhone 13 128GB',
      price: 145_000,
      condition: 'Very Good',
      description: 'Battery health 89%.\n  Box and charger included, no scratches.',
      images: [photo('front-aaaa'), photo('back-bbbb')],
    });
    const page = await openPage(`/phones/${listing.id}`);
    const url = `${PUBLIC_URL}/phones/${listing.id}`;
    const image = `${PUBLIC_URL}/uploads/phones/front-aaaa-1200w.webp`;

    expect(page.status).toBe(200);
    expectTheApp(page);
    expect(page.doc.querySelectorAll('title')).toHaveLength(1);
    expect(page.title).toBe('iPhone 13 128GB – LKR 145,000 | PhoneKade');
    expect(page.metas('description')).toEqual(['Battery health 89%. Box and charger included, no scratches.']);
    expect(page.meta('robots')).toBeUndefined();
    expect(page.link('canonical')).toBe(url);
    expect(page.meta('og:title')).toBe('iPhone 13 128GB – LKR 145,000 | PhoneKade');
    expect(page.meta('og:description')).toBe('Battery health 89%. Box and charger included, no scratches.');
    expect(page.meta('og:type')).toBe('product');
    expect(page.meta('og:url')).toBe(url);
    expect(page.meta('og:image')).toBe(image);
    expect(page.meta('og:image:width')).toBe('1200');
    expect(page.meta('og:image:height')).toBe('900');
    expect(page.meta('product:price:amount')).toBe('145000');
    expect(page.meta('product:price:currency')).toBe('LKR');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:image')).toBe(image);
    expect(page.doc.querySelector('html')?.getAttribute('lang')).toBe('en');

    // A link shared with tracking parameters names the same canonical page.
    const shared = await openPage(`/phones/${listing.id}?utm_source=whatsapp&fbclid=abc`);
    expect(shared.link('canonical')).toBe(url);
    expect(shared.meta('og:url')).toBe(url);

    expect(page.jsonLd()).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'iPhone 13 128GB',
        description: 'Battery health 89%. Box and charger included, no scratches.',
        brand: { '@type': 'Brand', name: 'Apple' },
        image: [image],
        url,
        offers: {
          '@type': 'Offer',
          price: 145_000,
          priceCurrency: 'LKR',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/UsedCondition',
          url,
          seller: { '@type': 'Person', name: 'Kasun Perera' },
        },
      },
    ]);
  });

  it('a new phone is NewCondition; a photo stored before the 1200 px copy existed is previewed at full size', async () => {
    const listing = await insertListing(t, seller.id, {
      condition: 'New',
      images: [{ name: 'older-cccc', width: 800, height: 600 }],
    });
    const page = await openPage(`/phones/${listing.id}`);
    expect(page.meta('og:image')).toBe(`${PUBLIC_URL}/uploads/phones/older-cccc.webp`);
    expect(page.meta('og:image:width')).toBe('800');
    const offer = page.jsonLd()[0]!.offers as Record<string, unknown>;
    expect(offer.itemCondition).toBe('https://schema.org/NewCondition');
  });

  it('a listing without a description is described from its title and price', async () => {
    const listing = await insertListing(t, seller.id, { title: 'Galaxy S23', price: 150_000, description: '' });
    const page = await openPage(`/phones/${listing.id}`);
    expect(page.meta('description')).toBe('Galaxy S23 for sale in Sri Lanka for LKR 150,000 on PhoneKade.');
  });

  it('a title or description with </script>, quotes and ampersands stays text and cannot break out', async () => {
    const title = `Pixel "7" </script><script>alert('t')</script> & <b>`;
    const description = `</title><script>alert(1)</script> it's "mint" & boxed \u2028 <!-- -->`;
    const listing = await insertListing(t, seller.id, { title, description });
    const page = await openPage(`/phones/${listing.id}`);

    expect(page.html).not.toContain('<script>alert');
    expect(page.html).not.toContain('</title><script>');
    // Only the app's script, the JSON-LD and the first view's data: nothing the listing wrote became an element.
    expect(page.doc.querySelectorAll('script').map((s) => s.getAttribute('type'))).toEqual([
      'application/ld+json',
      'module',
      'application/json',
    ]);
    const data = JSON.parse(page.doc.querySelector('#first-view-data')!.rawText) as { answer: { data: PhoneDto } };
    expect(data.answer.data).toMatchObject({ title, description });
    expect(page.doc.querySelectorAll('b')).toHaveLength(0);
    expect(page.title).toBe(`${title} – LKR 100,000 | PhoneKade`);
    expect(page.meta('og:title')).toBe(`${title} – LKR 100,000 | PhoneKade`);
    expect(page.meta('description')).toBe(`</title><script>alert(1)</script> it's "mint" & boxed <!-- -->`);
    const [product] = page.jsonLd();
    expect(product!.name).toBe(title);
    expect(product!.description).toBe(`</title><script>alert(1)</script> it's "mint" & boxed <!-- -->`);
    expectTheApp(page);
  });

  it('follows the language of the request: Accept-Language, or a lang query that wins over it', async () => {
    const listing = await insertListing(t, seller.id, { title: 'iPhone 12', price: 90_000, description: '' });
    const sinhala = await openPage(`/phones/${listing.id}`, { 'accept-language': 'si-LK,si;q=0.9,en;q=0.8' });
    expect(sinhala.doc.querySelector('html')?.getAttribute('lang')).toBe('si');
    expect(sinhala.meta('description')).toBe('iPhone 12 ශ්‍රී ලංකාවේ LKR 90,000 කට විකිණීමට, PhoneKade හි.');
    expect(sinhala.meta('og:locale')).toBe('si_LK');
    expect(sinhala.headers.vary).toMatch(/Accept-Language/);

    const tamil = await openPage(`/phones/${listing.id}?lang=ta`, { 'accept-language': 'si' });
    expect(tamil.doc.querySelector('html')?.getAttribute('lang')).toBe('ta');
    expect(tamil.meta('description')).toBe('iPhone 12 இலங்கையில் LKR 90,000 விலைக்கு விற்பனைக்கு, PhoneKade இல்.');
    expect(tamil.link('canonical')).toBe(`${PUBLIC_URL}/phones/${listing.id}?lang=ta`);
    const alternates = tamil.doc
      .querySelectorAll('link[rel="alternate"]')
      .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
    expect(alternates).toEqual([
      ['en', `${PUBLIC_URL}/phones/${listing.id}?lang=en`],
      ['si', `${PUBLIC_URL}/phones/${listing.id}?lang=si`],
      ['ta', `${PUBLIC_URL}/phones/${listing.id}?lang=ta`],
      ['x-default', `${PUBLIC_URL}/phones/${listing.id}`],
    ]);

    const browse = await openPage('/phones?brand=Samsung&lang=si');
    expect(browse.title).toBe('ශ්‍රී ලංකාවේ විකිණීමට ඇති Samsung දුරකථන | PhoneKade');
  });

  it('a sold listing stays 200 and says SoldOut', async () => {
    const listing = await insertListing(t, seller.id, { stock: 0 });
    const page = await openPage(`/phones/${listing.id}`);
    expect(page.status).toBe(200);
    expect(page.meta('robots')).toBeUndefined();
    expect((page.jsonLd()[0]!.offers as Record<string, unknown>).availability).toBe('https://schema.org/SoldOut');
  });

  it('a listing that is not public gets a plain title and noindex, and tells nothing of itself', async () => {
    const pending = await insertListing(t, seller.id, { title: 'Secret Phone', status: 'pending', price: 77_000 });
    const suspended = await insertListing(t, seller.id, { title: 'Secret Phone', sellerSuspended: true });
    for (const listing of [pending, suspended]) {
      const page = await openPage(`/phones/${listing.id}`);
      expect(page.status).toBe(200);
      expectTheApp(page);
      expect(page.title).toBe('PhoneKade - Used phones in Sri Lanka');
      expect(page.meta('robots')).toBe('noindex');
      expect(page.html).not.toContain('Secret Phone');
      expect(page.html).not.toContain('77,000');
      expect(page.meta('og:title')).toBeUndefined();
      expect(page.jsonLd()).toEqual([]);
    }
  });

  it('a deleted or rejected listing answers 410 Gone; an id that never existed 404; both show the app, noindex', async () => {
    const rejected = await insertListing(t, seller.id, { status: 'rejected', title: 'Rejected One' });
    const deleted = await insertListing(t, seller.id);
    const owner = seller;
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/phones/${deleted.id}`, headers: owner.auth });
    expect(removed.statusCode).toBe(200);

    for (const id of [rejected.id, deleted.id]) {
      const page = await openPage(`/phones/${id}`);
      expect(page.status, id).toBe(410);
      expect(page.title).toBe('Phone not found | PhoneKade');
      expect(page.meta('robots')).toBe('noindex');
      expect(page.html).not.toContain('Rejected One');
      expectTheApp(page);
    }
    for (const url of ['/phones/6f1c2b9e-0000-4000-8000-000000000000', '/phones/not-an-id']) {
      const page = await openPage(url);
      expect(page.status, url).toBe(404);
      expect(page.meta('robots')).toBe('noindex');
      expectTheApp(page);
    }
  });

  it('is cached as bytes and forgotten when the catalogue changes: a new price shows at once', async () => {
    const listing = await insertListing(t, seller.id, { title: 'OnePlus 11', price: 120_000 });
    expect((await openPage(`/phones/${listing.id}`)).title).toBe('OnePlus 11 – LKR 120,000 | PhoneKade');

    // Written behind the app's back: the cached page is what guests still get.
    await t.app.db.update(listings).set({ price: 99_000 }).where(eq(listings.id, listing.id));
    expect((await openPage(`/phones/${listing.id}`)).title).toBe('OnePlus 11 – LKR 120,000 | PhoneKade');

    // Any writer announces its change after the commit; every instance forgets its pages.
    t.app.catalogueChanges.catalogueChanged();
    const page = await openPage(`/phones/${listing.id}`);
    expect(page.title).toBe('OnePlus 11 – LKR 99,000 | PhoneKade');
    expect(page.meta('product:price:amount')).toBe('99000');

    // Through the API: the seller marks it sold, and the page says so without anyone clearing anything.
    const sold = await t.app.inject({ method: 'PUT', url: `/api/phones/${listing.id}/sold`, headers: seller.auth });
    expect(sold.statusCode).toBe(200);
    const after = await openPage(`/phones/${listing.id}`);
    expect((after.jsonLd()[0]!.offers as Record<string, unknown>).availability).toBe('https://schema.org/SoldOut');
  });

  it('a browser that holds the page gets a 304 until the page changes, in each encoding and language', async () => {
    const listing = await insertListing(t, seller.id, { title: 'OnePlus 11', price: 120_000 });
    const url = `/phones/${listing.id}`;
    const first = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('Accept-Language, Accept-Encoding');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}\.br"$/);
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('OnePlus 11 – LKR 120,000 | PhoneKade');

    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The same page, plain: its own tag, and the brotli tag still names the same page.
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(plain.statusCode).toBe(304);
    expect(plain.headers.etag).toBe(etag.replace('.br', ''));

    // Another language is another page.
    const sinhala = await t.app.inject({ method: 'GET', url: `${url}?lang=si`, headers: { 'if-none-match': etag } });
    expect(sinhala.statusCode).toBe(200);
    expect(sinhala.headers.etag).not.toBe(plain.headers.etag);

    // Sold, it is another page: the old tag gets it whole.
    const sold = await t.app.inject({ method: 'PUT', url: `/api/phones/${listing.id}/sold`, headers: seller.auth });
    expect(sold.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('a page that is not there goes out whole with its status, whatever tag the browser sends', async () => {
    const url = '/phones/6f1c2b9e-0000-4000-8000-000000000000';
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(404);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe(first.body);
    const any = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '*' } });
    expect(any.statusCode).toBe(404);
  });
});

describe('the other views', () => {
  it('home and browse have their own titles and descriptions; a brand or search names what is browsed', async () => {
    const home = await openPage('/');
    expect(home.status).toBe(200);
    expect(home.title).toBe('PhoneKade - Used phones in Sri Lanka');
    expect(home.meta('description')).toBe('PhoneKade: buy and sell used mobile phones in Sri Lanka, priced in LKR.');
    expect(home.link('canonical')).toBe(`${PUBLIC_URL}/`);
    expectTheApp(home);

    const browse = await openPage('/phones?sort=price_low');
    expect(browse.title).toBe('Used phones for sale in Sri Lanka | PhoneKade');
    expect(browse.link('canonical')).toBe(`${PUBLIC_URL}/phones`);

    const brand = await openPage('/phones?brand=Samsung&sort=price_low&utm_source=fb');
    expect(brand.title).toBe('Samsung phones for sale in Sri Lanka | PhoneKade');
    expect(brand.meta('description')).toBe(
      'Find Samsung phones for sale across Sri Lanka on PhoneKade, with prices in LKR.',
    );
    expect(brand.link('canonical')).toBe(`${PUBLIC_URL}/phones?brand=Samsung`);
    expect(brand.meta('robots')).toBeUndefined();

    const search = await openPage('/phones?search=%3C%2Ftitle%3Epixel');
    expect(search.title).toBe('</title>pixel phones for sale in Sri Lanka | PhoneKade');
    expect(search.meta('robots')).toBe('noindex');
  });

  it("a seller's page is titled with the seller's name", async () => {
    const page = await openPage(`/sellers/${seller.id}`);
    expect(page.status).toBe(200);
    expect(page.title).toBe('Kasun Perera - phones for sale | PhoneKade');
    expect(page.meta('og:type')).toBe('profile');
    expect(page.link('canonical')).toBe(`${PUBLIC_URL}/sellers/${seller.id}`);
    const buyer = await createUser(t, 'buyer');
    expect((await openPage(`/sellers/${buyer.id}`)).status).toBe(404);
  });

  it("a seller's link preview shows the photo of their newest live phone; none while they list nothing live", async () => {
    const bare = await openPage(`/sellers/${seller.id}`);
    expect(bare.meta('og:image')).toBeUndefined();
    expect(bare.meta('twitter:card')).toBe('summary');

    await insertListing(t, seller.id, { title: 'Pixel 6', images: [photo('old-aaaa')], hoursAgo: 48 });
    await insertListing(t, seller.id, { title: 'Pixel 8 Pro', images: [photo('new-bbbb')], hoursAgo: 2 });
    await insertListing(t, seller.id, { title: 'Waiting', images: [photo('pending-cccc')], status: 'pending' });
    t.app.catalogueChanges.catalogueChanged();
    const page = await openPage(`/sellers/${seller.id}`);
    const image = `${PUBLIC_URL}/uploads/phones/new-bbbb-1200w.webp`;
    expect(page.meta('og:image')).toBe(image);
    expect(page.meta('og:image:width')).toBe('1200');
    expect(page.meta('og:image:height')).toBe('900');
    expect(page.meta('og:image:alt')).toBe('Pixel 8 Pro');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:image')).toBe(image);
    expect(page.meta('og:type')).toBe('profile');
  });

  it('private views are 200 with a title and noindex', async () => {
    for (const [url, title] of [
      ['/cart', 'Shopping Cart | PhoneKade'],
      ['/profile?tab=orders', 'My Profile | PhoneKade'],
      ['/listings/6f1c2b9e-0000-4000-8000-000000000000/edit', 'Edit listing | PhoneKade'],
    ] as const) {
      const page = await openPage(url);
      expect(page.status, url).toBe(200);
      expect(page.title).toBe(title);
      expect(page.meta('robots')).toBe('noindex');
    }
  });

  it('an unknown path shows the app (its home view) with status 404 and noindex', async () => {
    const page = await openPage('/no/such/page');
    expect(page.status).toBe(404);
    expect(page.meta('robots')).toBe('noindex');
    expect(page.title).toBe('Page not found | PhoneKade');
    expectTheApp(page);
  });

  it('API, image and asset misses are still the JSON 404, never the page', async () => {
    for (const url of ['/api/nothing', '/api', '/assets/index-Missing0.js', '/uploads/phones/none.webp']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/^text\/html/);
    }
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt keeps crawlers out of private views and the API, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/profile', '/cart', '/checkout', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('the sitemap lists the public views, sellers with live listings and every live listing with lastmod', async () => {
    const live = await insertListing(t, seller.id);
    const pending = await insertListing(t, seller.id, { status: 'pending' });
    const sold = await insertListing(t, seller.id, { stock: 0 });
    const idle = await createUser(t, 'seller');
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const doc = parse(res.body);
    const urls = doc.querySelectorAll('url').map((url) => ({
      loc: url.querySelector('loc')?.text,
      lastmod: url.querySelector('lastmod')?.text,
    }));
    const locs = urls.map((url) => url.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/phones`,
        `${PUBLIC_URL}/phones?brand=Samsung`,
        `${PUBLIC_URL}/sellers/${seller.id}`,
        `${PUBLIC_URL}/phones/${live.id}`,
      ]),
    );
    expect(locs).not.toContain(`${PUBLIC_URL}/phones/${pending.id}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/phones/${sold.id}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/sellers/${idle.id}`);
    const listed = urls.find((url) => url.loc === `${PUBLIC_URL}/phones/${live.id}`);
    expect(listed?.lastmod).toBe(live.updatedAt.toISOString());
    expect(new Set(locs).size).toBe(locs.length);
    // One file: there are no parts.
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-1.xml' })).statusCode).toBe(404);
  });

  it('past a file of URLs the sitemap becomes an index of parts that together list every URL once', async () => {
    const phones = [];
    for (let i = 0; i < 7; i += 1) phones.push(await insertListing(t, seller.id, { hoursAgo: i + 1 }));
    const pages = createPagesService({
      db: t.app.db,
      publicUrl: PUBLIC_URL,
      imageBaseUrl: '/uploads',
      catalogueChanges: t.app.catalogueChanges,
      catalogue: publicAnswers(t.app.catalogueAnswers, phonesService(t.app)),
      sitemapPageSize: 5,
    });
    // 18 public views (home, browse, 16 named brands) + 1 seller + 7 listings = 26 URLs: 6 parts of 5.
    const index = parse((await pages.sitemap()).toString());
    const parts = index.querySelectorAll('sitemap loc').map((loc) => loc.text);
    expect(parts).toEqual([1, 2, 3, 4, 5, 6].map((n) => `${PUBLIC_URL}/sitemap-${n}.xml`));

    const all: string[] = [];
    for (let n = 1; n <= 6; n += 1) {
      const part = await pages.sitemapPart(n);
      const locs = parse(part!.toString())
        .querySelectorAll('url loc')
        .map((loc) => loc.text);
      expect(locs.length, `part ${n}`).toBe(n < 6 ? 5 : 1);
      all.push(...locs);
    }
    expect(new Set(all).size).toBe(26);
    expect(all).toEqual(expect.arrayContaining(phones.map((phone) => `${PUBLIC_URL}/phones/${phone.id}`)));
    expect(await pages.sitemapPart(7)).toBeNull();
    expect(await pages.sitemapPart(0)).toBeNull();
  });

  it('/sitemap-<n>.xml answers only for a part number', async () => {
    for (const url of ['/sitemap-x.xml', '/sitemap-0.xml', '/sitemap-1.txt', '/sitemap-01.xml']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('splitting the sitemap', () => {
  it('one file up to the page size, an index of ceil(total / size) parts past it', () => {
    expect(sitemapLayout(0, 3)).toEqual({ parts: 1, indexed: false });
    expect(sitemapLayout(3, 3)).toEqual({ parts: 1, indexed: false });
    expect(sitemapLayout(4, 3)).toEqual({ parts: 2, indexed: true });
    expect(sitemapLayout(50_000)).toEqual({ parts: 1, indexed: false });
    expect(sitemapLayout(50_001)).toEqual({ parts: 2, indexed: true });
    expect(sitemapPartRange(2, 3)).toEqual({ offset: 3, limit: 3 });
  });

  it('a part takes its slice across the groups of URLs in order', () => {
    // Groups of 2, 0 and 10 URLs; part 1 of size 3 takes 2 + 0 + 1.
    expect(sliceGroups([2, 0, 10], 0, 3)).toEqual([
      { skip: 0, take: 2 },
      { skip: 0, take: 0 },
      { skip: 0, take: 1 },
    ]);
    expect(sliceGroups([2, 0, 10], 3, 3)).toEqual([
      { skip: 2, take: 0 },
      { skip: 0, take: 0 },
      { skip: 1, take: 3 },
    ]);
    expect(sliceGroups([2, 0, 10], 11, 3)).toEqual([
      { skip: 2, take: 0 },
      { skip: 0, take: 0 },
      { skip: 9, take: 1 },
    ]);
  });
});

describe("the first view's data and picture in the page", () => {
  // The listings here are written straight to the database: what earlier tests kept is forgotten.
  beforeEach(() => t.app.catalogueChanges.catalogueChanged());

  /** The JSON the page carries for the app's first view, parsed; undefined when there is none. */
  function firstView(page: Page): { view: string; id?: string; query?: unknown; answer: unknown } | undefined {
    const script = page.doc.querySelector('#first-view-data');
    if (!script) return undefined;
    expect(script.getAttribute('type')).toBe('application/json');
    return JSON.parse(script.rawText) as { view: string; answer: unknown };
  }
  const preloads = (page: Page) =>
    page.doc
      .querySelectorAll('link')
      .filter((l) => l.getAttribute('rel') === 'preload' && l.getAttribute('as') === 'image');

  it("a phone's page carries its API answer and preloads its main picture with the gallery's srcset and sizes", async () => {
    const listing = await insertListing(t, seller.id, { images: [photo('main-cccc'), photo('side-dddd')] });
    const page = await openPage(`/phones/${listing.id}`);
    const api = await t.app.inject({ method: 'GET', url: `/api/phones/${listing.id}` });

    expect(page.status).toBe(200);
    expectTheApp(page);
    expect(firstView(page)).toEqual({ view: 'details', id: listing.id, answer: api.json<unknown>() });
    const [preload, ...more] = preloads(page);
    expect(more).toHaveLength(0);
    expect(preload?.getAttribute('href')).toBe('/uploads/phones/main-cccc.webp');
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
    expect(preload?.getAttribute('imagesizes')).toBe(DETAIL_SIZES);
    expect(preload?.getAttribute('imagesrcset')).toBe(
      imageSrcSet(phoneImages(api.json<{ data: PhoneDto }>().data)[0]!),
    );
    expect(preload?.getAttribute('imagesrcset')).toContain('/uploads/phones/main-cccc-640w.webp 640w');
  });

  it('a listing titled to close the script stays text inside the JSON, and the page keeps one script of data', async () => {
    const title = '</script><script>alert(1)</script> <!-- & \u2028';
    const listing = await insertListing(t, seller.id, { title });
    const page = await openPage(`/phones/${listing.id}`);

    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.html).not.toContain('</script><script>');
    expect(page.doc.querySelectorAll('script').filter((s) => !s.getAttribute('type'))).toHaveLength(0);
    const data = firstView(page)?.answer as { data: PhoneDto };
    expect(data.data.title).toBe(title);
  });

  it('a pending listing, one of a suspended seller and a removed one carry no data and preload nothing', async () => {
    const pending = await insertListing(t, seller.id, { status: 'pending' });
    const suspended = await insertListing(t, seller.id, { sellerSuspended: true });
    const removed = await insertListing(t, seller.id);
    await t.app.db.delete(listings).where(eq(listings.id, removed.id));

    for (const id of [pending.id, suspended.id, removed.id]) {
      const page = await openPage(`/phones/${id}`);
      expect(firstView(page)).toBeUndefined();
      expect(preloads(page)).toHaveLength(0);
      expect(page.html).not.toContain('iPhone 13 128GB');
    }
  });

  it("browse carries the first page the address asks for, as the API gives it, and preloads the first card's picture", async () => {
    await insertListing(t, seller.id, { brand: 'Apple', title: 'iPhone 12', price: 90_000, hoursAgo: 3 });
    await insertListing(t, seller.id, {
      brand: 'Samsung',
      title: 'Galaxy S21',
      price: 80_000,
      images: [photo('galaxy-eeee')],
      hoursAgo: 2,
    });
    const page = await openPage('/phones?brand=Samsung&sort=price_low&utm_source=x');
    const api = await t.app.inject({ method: 'GET', url: '/api/phones?page=1&limit=12&sort=price_low&brand=Samsung' });

    const data = firstView(page);
    expect(data).toEqual({
      view: 'phones',
      query: { page: 1, limit: 12, sort: 'price_low', brand: 'Samsung' },
      answer: api.json<unknown>(),
    });
    expect((data?.answer as { data: { phones: PhoneDto[] } }).data.phones.map((p) => p.title)).toEqual(['Galaxy S21']);
    const [preload] = preloads(page);
    expect(preload?.getAttribute('href')).toBe('/uploads/phones/galaxy-eeee-thumb.webp');
    expect(preload?.getAttribute('imagesizes')).toBe(BROWSE_GRID_SIZES);

    // Another sort is another page of the catalogue, not the one kept for the first address.
    const cheapFirst = firstView(await openPage('/phones?brand=Samsung&sort=price_high'));
    expect(cheapFirst?.query).toEqual({ page: 1, limit: 12, sort: 'price_high', brand: 'Samsung' });
  });

  it("home carries the featured page as the API gives it; a listing's change is in the next page", async () => {
    const first = await insertListing(t, seller.id, { title: 'Pixel 7' });
    const api = await t.app.inject({ method: 'GET', url: '/api/phones?limit=12&sort=newest' });
    const page = await openPage('/');
    expect(firstView(page)).toEqual({
      view: 'home',
      query: { limit: 12, sort: 'newest' },
      answer: api.json<unknown>(),
    });
    // Home's largest paint is its headline, not a picture.
    expect(preloads(page)).toHaveLength(0);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/phones/${first.id}`,
      headers: { authorization: `Bearer ${seller.token}` },
    });
    const after = firstView(await openPage('/'))?.answer as { data: { phones: PhoneDto[] } };
    expect(after.data.phones).toHaveLength(0);
  });

  it('a browse page whose search is refused its turn goes out without its data, and is not kept', async () => {
    await insertListing(t, seller.id, { title: 'Galaxy Z Flip 5', brand: 'Samsung' });
    const url = '/phones?search=flip';
    // Every turn of the searches taken, and the line full (docs/decisions/094-searches-take-turns.md).
    let free!: () => void;
    const held = new Promise<void>((resolve) => (free = resolve));
    const { SEARCHES_AT_ONCE, SEARCHES_WAITING } = t.app.config;
    const holding = Array.from({ length: SEARCHES_AT_ONCE + SEARCHES_WAITING }, () =>
      t.app.searchSlots.run(() => held),
    );
    try {
      const busy = await openPage(url);
      expect(busy.status).toBe(200);
      expectTheApp(busy);
      expect(firstView(busy)).toBeUndefined();
    } finally {
      free();
      await Promise.all(holding);
    }
    const page = await openPage(url);
    expect(JSON.stringify(firstView(page)?.answer)).toContain('Galaxy Z Flip 5');
  });

  it('a browse address the API would refuse carries no data, and private views carry none', async () => {
    await insertListing(t, seller.id);
    expect(firstView(await openPage(`/phones?search=${'x'.repeat(100)}&brand=${'y'.repeat(300)}`))).toBeUndefined();
    expect(firstView(await openPage('/cart'))).toBeUndefined();
    expect(firstView(await openPage('/nowhere'))).toBeUndefined();
  });

  it("names the view's scripts and the reader's texts in the head, so they download beside the app's entry", async () => {
    const listing = await insertListing(t, seller.id);
    const modulePreloads = (page: Page) =>
      page.doc
        .querySelectorAll('link')
        .filter((l) => l.getAttribute('rel') === 'modulepreload')
        .map((l) => {
          expect(l.getAttribute('crossorigin')).toBe('');
          return l.getAttribute('href');
        });

    // The language's texts first, then the view with what it imports past the entry's own files.
    expect(modulePreloads(await openPage('/'))).toEqual([
      '/assets/en-St90.js',
      '/assets/home-view-Ij90.js',
      '/assets/cards-Gh78.js',
    ]);
    expect(modulePreloads(await openPage('/phones?lang=si'))).toEqual([
      '/assets/si-Uv12.js',
      '/assets/browse-page-Kl12.js',
      '/assets/cards-Gh78.js',
    ]);
    expect(modulePreloads(await openPage(`/phones/${listing.id}`, { 'accept-language': 'ta' }))).toEqual([
      '/assets/ta-Wx34.js',
      '/assets/phone-details-view-Mn34.js',
      '/assets/cards-Gh78.js',
    ]);
    expect(modulePreloads(await openPage(`/sellers/${seller.id}`))).toEqual([
      '/assets/en-St90.js',
      '/assets/seller-page-view-Qr78.js',
    ]);
    // Private views and unknown paths preload nothing.
    for (const url of ['/cart', '/admin', '/nowhere', '/phones/not-an-id']) {
      expect(modulePreloads(await openPage(url)), url).toEqual([]);
    }
  });

  it("asks for the app's entry, its largest file, before the view's scripts", async () => {
    const head = (await openPage('/')).doc.querySelector('head')!;
    const scripts = head
      .querySelectorAll('script[type="module"], link[rel="modulepreload"]')
      .map((tag) => tag.getAttribute('src') ?? tag.getAttribute('href'));
    expect(scripts).toEqual([
      '/assets/index-Ab12Cd34.js',
      '/assets/en-St90.js',
      '/assets/home-view-Ij90.js',
      '/assets/cards-Gh78.js',
    ]);
  });
});

describe('the first view drawn by the server (docs/decisions/081-server-rendered-first-view.md)', () => {
  const MARKED_TEMPLATE = TEMPLATE.replace(
    '<div id="root"></div>',
    '<div id="root">\n  <!--first-view-->\n  <div class="bar">PhoneKade</div>\n  <!--/first-view-->\n</div>',
  );
  beforeEach(() => t.app.catalogueChanges.catalogueChanged());

  function pagesWith(renderFirstView: RenderFirstView, onRenderError?: (error: unknown) => void) {
    return createPagesService({
      db: t.app.db,
      publicUrl: PUBLIC_URL,
      imageBaseUrl: '/uploads',
      catalogueChanges: t.app.catalogueChanges,
      catalogue: publicAnswers(t.app.catalogueAnswers, phonesService(t.app)),
      renderFirstView,
      ...(onRenderError ? { onRenderError } : {}),
    });
  }
  const open = async (pages: ReturnType<typeof pagesWith>, url: string, template = MARKED_TEMPLATE) => {
    const [pathname = '/', search = ''] = url.split('?');
    const page = await pages.renderPage(template, pathname, new URLSearchParams(search), 'en');
    return parse(page.html.body.toString());
  };

  it('puts the drawing in the root in place of the bar, drawn from the data the page carries', async () => {
    const listing = await insertListing(t, seller.id, { brand: 'Samsung', title: 'Galaxy S21' });
    const asked: FirstViewPage[] = [];
    const pages = pagesWith((page) => {
      asked.push(page);
      return `<main>drawn ${page.pathname}</main>`;
    });
    for (const url of ['/', '/phones?brand=Samsung&sort=price_low', `/phones/${listing.id}`]) {
      const before = Date.now();
      const doc = await open(pages, url);
      const root = doc.querySelector('#root')!;
      expect(root.getAttribute('data-rendered'), url).toBe('en');
      // The time the drawing told its times from, for the app to take it over at the same time.
      const drawnAt = asked.at(-1)!.drawnAt;
      expect(drawnAt).toBeGreaterThanOrEqual(before);
      expect(drawnAt).toBeLessThanOrEqual(Date.now());
      expect(root.getAttribute('data-drawn-at')).toBe(String(drawnAt));
      expect(root.innerHTML).toBe(`<main>drawn ${url.split('?')[0]}</main>`);
      expect(asked.at(-1)?.firstViewJson).toBe(doc.querySelector('#first-view-data')?.rawText);
    }
    expect(asked.map(({ search, origin, language }) => ({ search, origin, language }))).toEqual([
      { search: '', origin: PUBLIC_URL, language: 'en' },
      { search: '?brand=Samsung&sort=price_low', origin: PUBLIC_URL, language: 'en' },
      { search: '', origin: PUBLIC_URL, language: 'en' },
    ]);
  });

  it('draws nothing where the page carries no first view, and keeps the bar when the drawing is not given', async () => {
    let calls = 0;
    const pages = pagesWith(() => {
      calls += 1;
      return undefined;
    });
    for (const url of ['/cart', '/admin', '/nowhere', `/sellers/${seller.id}`]) {
      const root = (await open(pages, url)).querySelector('#root')!;
      expect(root.getAttribute('data-rendered'), url).toBeUndefined();
      expect(root.querySelector('.bar'), url).not.toBeNull();
    }
    expect(calls).toBe(0);
    const home = (await open(pages, '/')).querySelector('#root')!;
    expect(calls).toBe(1);
    expect(home.getAttribute('data-rendered')).toBeUndefined();
    expect(home.querySelector('.bar')).not.toBeNull();
  });

  it("keeps the page's styles ahead of every script and module preload, the view's too, so the drawing paints before they load", async () => {
    const listing = await insertListing(t, seller.id);
    for (const url of ['/', `/phones/${listing.id}`, '/cart']) {
      const head = (await openPage(url)).doc.querySelector('head')!;
      const tags = head
        .querySelectorAll('style, link[rel="modulepreload"], script[type="module"]')
        .map((tag) => tag.tagName.toLowerCase());
      expect(
        tags.filter((tag) => tag === 'style'),
        url,
      ).toHaveLength(1);
      expect(tags[0], url).toBe('style');
      expect(tags.length, url).toBeGreaterThan(1);
    }
  });

  it('a drawing that fails is reported and the page goes out with the bar; a template without the marks is left as it is', async () => {
    const failures: unknown[] = [];
    const failing = pagesWith(
      () => {
        throw new Error('window is not defined');
      },
      (error) => failures.push(error),
    );
    const root = (await open(failing, '/')).querySelector('#root')!;
    expect(root.getAttribute('data-rendered')).toBeUndefined();
    expect(root.querySelector('.bar')).not.toBeNull();
    expect(failures).toEqual([new Error('window is not defined')]);

    const unmarked = (
      await open(
        pagesWith(() => '<main>drawn</main>'),
        '/',
        TEMPLATE,
      )
    ).querySelector('#root')!;
    expect(unmarked.getAttribute('data-rendered')).toBeUndefined();
    expect(unmarked.innerHTML).toBe('');
  });
});

describe("loading the web build's renderer", () => {
  const log = { warnings: [] as string[], warn: (_details: object, message: string) => log.warnings.push(message) };
  let build: string;
  beforeEach(() => {
    build = mkdtempSync(path.join(os.tmpdir(), 'phonekade-renderer-'));
    mkdirSync(path.join(build, 'dist'));
    mkdirSync(path.join(build, 'dist-ssr'));
    log.warnings.length = 0;
  });
  afterEach(() => rmSync(build, { recursive: true, force: true }));

  it('loads dist-ssr/entry-server.js beside the app, prepared before its first page', async () => {
    writeFileSync(
      rendererFile(path.join(build, 'dist')),
      `let ready = false;
       export async function prepareRenderer() { ready = true; }
       export function renderFirstView(page) { return ready ? '<p>' + page.pathname + '</p>' : undefined; }`,
    );
    const render = await loadFirstViewRenderer(path.join(build, 'dist'), log);
    const page = { pathname: '/phones', search: '', origin: PUBLIC_URL, language: 'en' as const, firstViewJson: '{}' };
    expect(render?.({ ...page, drawnAt: Date.now() })).toBe('<p>/phones</p>');
    expect(log.warnings).toEqual([]);
  });

  it('is none without a renderer in the build, or when it fails to load, with a warning', async () => {
    expect(await loadFirstViewRenderer(path.join(build, 'dist'), log)).toBeUndefined();
    expect(log.warnings).toEqual([]);
    writeFileSync(
      rendererFile(path.join(build, 'dist')),
      `export async function prepareRenderer() { throw new Error('no texts'); }
       export function renderFirstView() { return ''; }`,
    );
    expect(await loadFirstViewRenderer(path.join(build, 'dist'), log)).toBeUndefined();
    expect(log.warnings).toHaveLength(1);
  });
});
