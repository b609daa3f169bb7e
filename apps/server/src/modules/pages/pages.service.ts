import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isUuid } from '@phonekade/shared/common/fields';
import { FILTER_BRANDS } from '@phonekade/shared/constants/catalog';
import {
  FEATURED_QUERY,
  filtersFromSearch,
  FIRST_VIEW_ELEMENT_ID,
  toCatalogueQuery,
  type CatalogueQuery,
} from '@phonekade/shared/first-view/first-view';
import { isLanguage, LANGUAGES, type Language } from '@phonekade/shared/i18n/language';
import { pageTexts, shortText, SITE_NAME } from '@phonekade/shared/seo/page-texts';
import type { Db } from '../../db/client.ts';
import type { StoredImage } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CatalogueChanges } from '../../lib/catalogue-changes.ts';
import { BROWSE_GRID_SIZES, DETAIL_SIZES, imageSrcSet, phoneImages } from '@phonekade/shared/phones/image-sources';
import { phonesQuerySchema } from '@phonekade/shared/phones/phone.schemas';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import type { Answer } from '../phones/catalogue-answers.ts';
import { keepBytes, type KeptBytes } from '../../lib/kept-bytes.ts';
import { phoneImageUrl } from '../phones/phone-images.ts';
import type { PublicAnswers } from '../phones/public-answers.ts';
import { createTtlCache } from '../phones/ttl-cache.ts';
import { pageHtml, type PageHead } from './page-head.ts';
import type { RenderFirstView } from './first-view-renderer.ts';
import type { ViewModules } from './view-modules.ts';
import * as repository from './pages.repository.ts';
import {
  SITEMAP_MAX_URLS,
  sitemapIndexXml,
  sitemapLayout,
  sitemapPartRange,
  sliceGroups,
  writeUrlSet,
  type SitemapEntry,
} from './sitemap.ts';

// Server-rendered page heads, robots.txt and the sitemap (docs/decisions/068-server-rendered-page-heads.md,
// docs/decisions/069-robots-sitemap-and-status-codes.md).

/**
 * How long a rendered page or sitemap is kept. Any change of the catalogue, on any instance, forgets
 * them all at once; the time only bounds what the catalogue news does not cover (a seller's new name).
 */
export const PAGE_CACHE_MS = 60_000;
const PAGE_CACHE_MAX_KEYS = 5000;
/**
 * How long a sitemap file is kept. Not forgotten on catalogue changes: a file of 50,000 URLs takes
 * seconds to write, a sale happens every few seconds, and crawlers read sitemaps hours apart.
 */
export const SITEMAP_CACHE_MS = 10 * 60_000;

/** The width of a link preview's picture: the listing photo's copy of that width (phone-images.ts). */
export const PREVIEW_IMAGE_WIDTH = 1200;

/** Paths search engines are asked to stay out of. */
export const DISALLOWED_PATHS = ['/admin', '/profile', '/cart', '/checkout', '/sell', '/listings/', '/api/'] as const;

/** The built web app's index.html, read once at start; undefined when the app is not built (development). */
export function readPageTemplate(webDistDir: string): string | undefined {
  const file = path.join(webDistDir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** The page's first-view JSON: what the answer is for, and the API's answer as its bytes. */
function firstViewJson(about: Record<string, unknown>, answer: Answer): string {
  const head = JSON.stringify(about);
  return `${head.slice(0, -1)},"answer":${answer.body.toString()}}`;
}

export interface RenderedPage {
  status: number;
  /** The page's HTML, kept with its hash and compressed forms: a browser holding it gets a 304. */
  html: KeptBytes;
}

/** The view a path stands for, as the web app reads it (apps/web/src/lib/navigation/views.ts). */
type PageRoute =
  | { kind: 'home' }
  | { kind: 'browse' }
  | { kind: 'phone'; id: string }
  | { kind: 'seller'; id: string }
  | { kind: 'private'; view: 'cart' | 'checkout' | 'auth' | 'profile' | 'sell' | 'editListing' | 'admin' }
  | { kind: 'unknown' };

const PRIVATE_VIEWS = {
  '/cart': 'cart',
  '/checkout': 'checkout',
  '/auth': 'auth',
  '/profile': 'profile',
  '/sell': 'sell',
  '/admin': 'admin',
} as const;

function decoded(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

export function routeOf(pathname: string): PageRoute {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end -= 1;
  const path = pathname.slice(0, end) || '/';
  if (path === '/' || path === '/index.html') return { kind: 'home' };
  if (path === '/phones') return { kind: 'browse' };
  const [, first, id, rest, ...more] = path.split('/');
  const value = id === undefined ? undefined : decoded(id);
  if (first === 'phones' && value && rest === undefined) return { kind: 'phone', id: value };
  if (first === 'sellers' && value && rest === undefined) return { kind: 'seller', id: value };
  if (first === 'listings' && value && rest === 'edit' && !more.length) return { kind: 'private', view: 'editListing' };
  const view = PRIVATE_VIEWS[path as keyof typeof PRIVATE_VIEWS];
  return view ? { kind: 'private', view } : { kind: 'unknown' };
}

const OG_LOCALE: Record<Language, string> = { en: 'en_LK', si: 'si_LK', ta: 'ta_LK' };

export interface PagesServiceDeps {
  db: Db;
  /** config.publicUrl: absolute URLs start here. */
  publicUrl: string;
  /** config.imageBaseUrl: '/uploads' (this server) or a CDN. */
  imageBaseUrl: string;
  catalogueChanges: CatalogueChanges;
  /** The public catalogue's answers, the same the API gives: the first view's data comes from here. */
  catalogue: PublicAnswers;
  /** Sitemap files hold at most this many URLs (smaller in tests). */
  sitemapPageSize?: number;
  /** The scripts each view's page preloads; none without a built web app. */
  viewModules?: ViewModules;
  /** Draws a page's first view; without it (no built renderer) pages go out with the bar alone. */
  renderFirstView?: RenderFirstView | undefined;
  /** Told of a drawing that failed; the page goes out without it. */
  onRenderError?: (error: unknown) => void;
}

export function createPagesService({
  db,
  publicUrl,
  imageBaseUrl,
  catalogueChanges,
  catalogue,
  sitemapPageSize = SITEMAP_MAX_URLS,
  viewModules = () => [],
  renderFirstView,
  onRenderError = () => {},
}: PagesServiceDeps) {
  const cache = createTtlCache<RenderedPage>(PAGE_CACHE_MS, PAGE_CACHE_MAX_KEYS);
  const sitemaps = createTtlCache<Buffer | null>(SITEMAP_CACHE_MS, 100);
  catalogueChanges.onCatalogueChange(() => cache.clear());

  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path}`);

  /** The page's URL in each language, for hreflang; the chosen one is also its canonical URL. */
  function languageUrls(path: string, query: URLSearchParams) {
    const urlFor = (language?: Language) => {
      const params = new URLSearchParams(query);
      if (language) params.set('lang', language);
      else params.delete('lang');
      const text = params.toString();
      return absolute(text ? `${path}?${text}` : path);
    };
    return {
      canonical: urlFor(isLanguage(query.get('lang')) ? (query.get('lang') as Language) : undefined),
      alternates: [
        ...LANGUAGES.map((language) => ({ hreflang: language, href: urlFor(language) })),
        { hreflang: 'x-default', href: urlFor() },
      ],
    };
  }

  function basicHead(
    language: Language,
    path: string,
    query: URLSearchParams,
    text: { title: string; description: string },
  ): PageHead {
    const urls = languageUrls(path, query);
    return {
      language,
      title: text.title,
      description: text.description,
      ...urls,
      openGraph: [
        ['og:site_name', SITE_NAME],
        ['og:locale', OG_LOCALE[language]],
        ['og:type', 'website'],
        ['og:title', text.title],
        ['og:description', text.description],
        ['og:url', urls.canonical],
      ],
      twitter: [
        ['twitter:card', 'summary'],
        ['twitter:title', text.title],
        ['twitter:description', text.description],
      ],
    };
  }

  /** The link preview's picture: the first photo's 1200 px copy, or the photo itself when it has none. */
  function previewImage(images: readonly StoredImage[]) {
    const image = images[0];
    if (!image) return undefined;
    const hasCopy = image.variantWidths?.includes(PREVIEW_IMAGE_WIDTH) ?? false;
    const width = hasCopy ? PREVIEW_IMAGE_WIDTH : image.width;
    const height = hasCopy ? Math.round((image.height * PREVIEW_IMAGE_WIDTH) / image.width) : image.height;
    const url = absolute(phoneImageUrl(imageBaseUrl, image.name, hasCopy ? PREVIEW_IMAGE_WIDTH : 'full'));
    return { url, width, height };
  }

  /** The Open Graph properties of a preview picture. */
  const imageProperties = (image: { url: string; width: number; height: number }, alt: string): [string, string][] => [
    ['og:image', image.url],
    ['og:image:width', String(image.width)],
    ['og:image:height', String(image.height)],
    ['og:image:alt', alt],
  ];

  async function phoneHead(
    id: string,
    language: Language,
    query: URLSearchParams,
  ): Promise<{ status: number; head: PageHead }> {
    const texts = pageTexts(language);
    const listing = isUuid(id) ? await repository.findListingForPage(db, id) : undefined;
    // Deleted or rejected: gone for good, so search engines drop the URL (410); never existed: 404.
    if (!listing || listing.status === 'rejected') {
      const gone = listing !== undefined || (isUuid(id) && (await repository.wasRemoved(db, id)));
      return { status: gone ? 410 : 404, head: { language, title: texts.phoneNotFound, noindex: true } };
    }
    // Waiting for review, or its seller suspended: nothing of it is told to strangers.
    if (listing.status !== 'approved' || listing.sellerSuspended) {
      return { status: 200, head: { language, title: texts.home.title, noindex: true } };
    }
    const path = `/phones/${encodeURIComponent(listing.id)}`;
    const text = texts.phone(listing.title, listing.price);
    const description = listing.description.trim() ? shortText(listing.description) : text.description;
    const head = basicHead(language, path, query, { title: text.title, description });
    const image = previewImage(listing.images);
    const availability = listing.isAvailable ? 'InStock' : 'SoldOut';
    head.openGraph = [
      ...head.openGraph!.map(([key, value]): [string, string] => (key === 'og:type' ? [key, 'product'] : [key, value])),
      ...(image ? imageProperties(image, listing.title) : []),
      ['product:price:amount', String(listing.price)],
      ['product:price:currency', 'LKR'],
      ['product:availability', listing.isAvailable ? 'in stock' : 'out of stock'],
      ['product:condition', listing.condition === 'New' ? 'new' : 'used'],
    ];
    head.twitter = [
      ['twitter:card', image ? 'summary_large_image' : 'summary'],
      ['twitter:title', text.title],
      ['twitter:description', description],
      ...(image ? ([['twitter:image', image.url]] as [string, string][]) : []),
    ];
    head.jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: listing.title,
      description,
      brand: { '@type': 'Brand', name: listing.brand },
      ...(image ? { image: [image.url] } : {}),
      url: head.canonical,
      offers: {
        '@type': 'Offer',
        price: listing.price,
        priceCurrency: 'LKR',
        availability: `https://schema.org/${availability}`,
        itemCondition: `https://schema.org/${listing.condition === 'New' ? 'NewCondition' : 'UsedCondition'}`,
        url: head.canonical,
        seller: { '@type': 'Person', name: listing.sellerName },
      },
    };
    return { status: 200, head };
  }

  async function sellerHead(
    id: string,
    language: Language,
    query: URLSearchParams,
  ): Promise<{ status: number; head: PageHead }> {
    const texts = pageTexts(language);
    const [seller, newest] = isUuid(id)
      ? await Promise.all([repository.findSellerForPage(db, id), repository.findNewestLiveListing(db, id)])
      : [];
    if (!seller) return { status: 404, head: { language, title: texts.pageNotFound, noindex: true } };
    if (seller.suspendedAt) return { status: 200, head: { language, title: texts.home.title, noindex: true } };
    const head = basicHead(language, `/sellers/${encodeURIComponent(seller.id)}`, query, texts.seller(seller.name));
    // A shared link to a seller shows the photo of their newest phone for sale.
    const image = newest && previewImage(newest.images);
    head.openGraph = [
      ...head.openGraph!.map(([key, value]): [string, string] => (key === 'og:type' ? [key, 'profile'] : [key, value])),
      ...(image ? imageProperties(image, newest.title) : []),
    ];
    if (image) {
      head.twitter = [
        ...head.twitter!.map(([key, value]): [string, string] =>
          key === 'twitter:card' ? [key, 'summary_large_image'] : [key, value],
        ),
        ['twitter:image', image.url],
      ];
    }
    return { status: 200, head };
  }

  async function headFor(
    route: PageRoute,
    language: Language,
    query: URLSearchParams,
  ): Promise<{ status: number; head: PageHead }> {
    const texts = pageTexts(language);
    switch (route.kind) {
      case 'home':
        return { status: 200, head: basicHead(language, '/', query, texts.home) };
      case 'browse': {
        const text = texts.browse({ brand: query.get('brand') ?? undefined, search: query.get('search') ?? undefined });
        // Search results are for people, not for the index; a brand page is a page of its own.
        const head = basicHead(language, '/phones', query, text);
        return { status: 200, head: query.has('search') ? { ...head, noindex: true } : head };
      }
      case 'phone':
        return phoneHead(route.id, language, query);
      case 'seller':
        return sellerHead(route.id, language, query);
      case 'private':
        return { status: 200, head: { language, title: texts[route.view], noindex: true } };
      case 'unknown':
        // The app shows home for any path it does not know; the status tells crawlers there is no page.
        return { status: 404, head: { language, title: texts.pageNotFound, noindex: true } };
    }
  }

  /**
   * The first view's API answer and its largest picture, for a page a guest may see: home's featured
   * page, browse's first page as the address asks for it, a live phone. Nothing for a phone that is not
   * public (pending, removed, its seller suspended) or a browse address the API would refuse.
   */
  async function firstView(
    route: PageRoute,
    query: URLSearchParams,
  ): Promise<{ json: string; preloadImage?: PageHead['preloadImage'] } | undefined> {
    const list = async (view: 'home' | 'phones', wanted: CatalogueQuery) => {
      const parsed = phonesQuerySchema.safeParse(wanted);
      const answer = parsed.success ? await catalogue.list(parsed.data) : null;
      return answer && { answer, json: firstViewJson({ view, query: wanted }, answer) };
    };
    if (route.kind === 'home') return (await list('home', { ...FEATURED_QUERY })) ?? undefined;
    if (route.kind === 'browse') {
      const found = await list('phones', toCatalogueQuery(filtersFromSearch(query)));
      if (!found) return undefined;
      const first = (JSON.parse(found.answer.body.toString()) as { data: { phones: PhoneDto[] } }).data.phones[0];
      const image = first && phoneImages(first)[0];
      const preloadImage = image && { href: image.thumbUrl, srcset: imageSrcSet(image), sizes: BROWSE_GRID_SIZES };
      return { json: found.json, preloadImage };
    }
    if (route.kind === 'phone') {
      const answer = await catalogue.phone(route.id);
      if (!answer) return undefined;
      const phone = (JSON.parse(answer.body.toString()) as { data: PhoneDto }).data;
      const image = phoneImages(phone)[0];
      const preloadImage = image && { href: image.url, srcset: imageSrcSet(image), sizes: DETAIL_SIZES };
      return { json: firstViewJson({ view: 'details', id: route.id }, answer), preloadImage };
    }
    return undefined;
  }

  /** The first view's markup for the page's root and the time it was drawn at, or undefined (no renderer, or it failed). */
  function drawFirstView(pathname: string, query: URLSearchParams, language: Language, firstViewJson: string) {
    if (!renderFirstView) return undefined;
    const search = query.toString();
    const drawnAt = Date.now();
    try {
      const html = renderFirstView({
        pathname,
        search: search ? `?${search}` : '',
        origin: publicUrl,
        language,
        firstViewJson,
        drawnAt,
      });
      return html === undefined ? undefined : { html, drawnAt };
    } catch (error) {
      onRenderError(error);
      return undefined;
    }
  }

  /** The static views of the sitemap: home, browse and a browse page per named brand (not All or Other). */
  const staticEntries = (): SitemapEntry[] => [
    { loc: absolute('/') },
    { loc: absolute('/phones') },
    ...FILTER_BRANDS.filter((brand) => brand !== 'All' && brand !== 'Other').map((brand) => ({
      loc: absolute(`/phones?brand=${encodeURIComponent(brand)}`),
    })),
  ];

  type SitemapCounts = Awaited<ReturnType<typeof repository.countSitemapEntries>>;

  async function* sitemapChunks(counts: SitemapCounts, offset: number, limit: number): AsyncGenerator<SitemapEntry[]> {
    const statics = staticEntries();
    const [first, sellers, listings] = sliceGroups([statics.length, counts.sellers, counts.listings], offset, limit);
    if (first!.take) yield statics.slice(first!.skip, first!.skip + first!.take);
    if (sellers!.take) {
      const rows = await repository.listSitemapSellers(db, sellers!.skip, sellers!.take);
      yield rows.map((row) => ({ loc: absolute(`/sellers/${row.id}`), lastmod: row.lastmod }));
    }
    if (listings!.take) {
      for await (const rows of repository.streamLiveListings(db, listings!.skip, listings!.take)) {
        yield rows.map((row) => ({ loc: absolute(`/phones/${row.id}`), lastmod: row.lastmod }));
      }
    }
  }

  async function sitemapCounts(): Promise<{ counts: SitemapCounts; parts: number; indexed: boolean }> {
    const counts = await repository.countSitemapEntries(db);
    const total = staticEntries().length + counts.sellers + counts.listings;
    return { counts, ...sitemapLayout(total, sitemapPageSize) };
  }

  return {
    /**
     * The web app's page for `pathname`, with the head of the view it shows, and the status a crawler
     * should see. `template` is the built index.html.
     */
    renderPage(template: string, pathname: string, query: URLSearchParams, language: Language): Promise<RenderedPage> {
      const route = routeOf(pathname);
      // Only what changes the page: the browse filters that name what is listed (sorting, price bounds
      // and tracking parameters make the same page) and the chosen language. The canonical URL and the
      // cache key are made of these alone.
      const params = new URLSearchParams();
      if (route.kind === 'browse') {
        for (const key of ['brand', 'search'] as const) {
          const value = query.get(key)?.trim().slice(0, 100);
          if (value && value.toLowerCase() !== 'all') params.set(key, value);
        }
      }
      const lang = query.get('lang');
      if (isLanguage(lang)) params.set('lang', lang);
      const chosen = isLanguage(lang) ? lang : language;
      const render = async (withFirstView = true) => {
        const [found, first] = await Promise.all([
          headFor(route, chosen, params),
          withFirstView ? firstView(route, query) : undefined,
        ]);
        const { status } = found;
        const head =
          status === 200 && route.kind !== 'private' && route.kind !== 'unknown'
            ? { ...found.head, modulePreloads: viewModules(route.kind, chosen) }
            : found.head;
        if (status !== 200 || !first) {
          return { status, html: keepBytes(Buffer.from(pageHtml(template, head))) };
        }
        return {
          status,
          html: keepBytes(
            Buffer.from(
              pageHtml(
                template,
                { ...head, preloadImage: first.preloadImage },
                {
                  firstViewJson: first.json,
                  firstViewElementId: FIRST_VIEW_ELEMENT_ID,
                  firstView: drawFirstView(pathname, query, chosen, first.json),
                },
              ),
            ),
          ),
        };
      };
      // Only pages that read the database are kept: any other path costs nothing to render, and a
      // flood of made-up paths must not push the listings out. Browse's key holds its whole catalogue
      // query, since the page carries that page of the catalogue.
      if (route.kind !== 'phone' && route.kind !== 'seller' && route.kind !== 'browse' && route.kind !== 'home') {
        return render();
      }
      const catalogueKey = route.kind === 'browse' ? JSON.stringify(toCatalogueQuery(filtersFromSearch(query))) : '';
      const key = `${chosen}|${route.kind}|${'id' in route ? route.id : ''}|${params.toString()}|${catalogueKey}`;
      // A search refused its turn (503, docs/decisions/094-searches-take-turns.md) leaves the page without
      // its first view, which the app then asks for itself; such a page is not kept.
      return cache.getOrLoad(key, render).catch((error: unknown) => {
        if (error instanceof AppError && error.kind === 'UNAVAILABLE') return render(false);
        throw error;
      });
    },

    robotsTxt(): string {
      return [
        'User-agent: *',
        ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${absolute('/sitemap.xml')}`,
        '',
      ].join('\n');
    },

    /** /sitemap.xml: every URL, or past one file's worth an index of the parts. */
    sitemap(): Promise<Buffer> {
      return sitemaps.getOrLoad('index', async () => {
        const { counts, parts, indexed } = await sitemapCounts();
        if (!indexed) return writeUrlSet(sitemapChunks(counts, 0, sitemapPageSize));
        const now = new Date();
        return sitemapIndexXml(
          Array.from({ length: parts }, (_, i) => ({ loc: absolute(`/sitemap-${i + 1}.xml`), lastmod: now })),
        );
      }) as Promise<Buffer>;
    },

    /** /sitemap-<part>.xml, or null when there is no such part. */
    sitemapPart(part: number): Promise<Buffer | null> {
      return sitemaps.getOrLoad(`part:${part}`, async () => {
        const { counts, parts, indexed } = await sitemapCounts();
        if (!indexed || part < 1 || part > parts) return null;
        const { offset, limit } = sitemapPartRange(part, sitemapPageSize);
        return writeUrlSet(sitemapChunks(counts, offset, limit));
      });
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
