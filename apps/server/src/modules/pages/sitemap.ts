import { escapeHtml } from './page-head.ts';

// The sitemap's shape (docs/decisions/069-robots-sitemap-and-status-codes.md): one file of at most
// 50,000 URLs, or past that a sitemap index naming /sitemap-1.xml, /sitemap-2.xml ... of that size each.

/** The most URLs one sitemap file may hold (the sitemaps.org protocol). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date;
}

/** How the sitemap of `total` URLs is split: a single file, or an index of `parts` files. */
export function sitemapLayout(total: number, pageSize = SITEMAP_MAX_URLS): { parts: number; indexed: boolean } {
  if (total <= pageSize) return { parts: 1, indexed: false };
  return { parts: Math.ceil(total / pageSize), indexed: true };
}

/** Which URLs part `part` (from 1) holds: [offset, offset + limit) of the whole list. */
export function sitemapPartRange(part: number, pageSize = SITEMAP_MAX_URLS): { offset: number; limit: number } {
  return { offset: (part - 1) * pageSize, limit: pageSize };
}

/**
 * Takes `[offset, offset + limit)` of the list made of `groups` one after the other, each group's size
 * known: how far into each group to start and how many of it to take.
 */
export function sliceGroups(sizes: readonly number[], offset: number, limit: number): { skip: number; take: number }[] {
  let start = offset;
  let left = limit;
  return sizes.map((size) => {
    const skip = Math.min(start, size);
    const take = Math.max(0, Math.min(size - skip, left));
    start -= skip;
    left -= take;
    return { skip, take };
  });
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const entryXml = (tag: 'url' | 'sitemap', entry: SitemapEntry) =>
  `<${tag}><loc>${escapeHtml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : ''}</${tag}>\n`;

/** Writes a <urlset> a chunk at a time, so a 50,000-URL file is never one big array of strings. */
export async function writeUrlSet(chunks: AsyncIterable<SitemapEntry[]>): Promise<Buffer> {
  const parts: Buffer[] = [Buffer.from(`${XML_HEAD}<urlset xmlns="${NS}">\n`)];
  for await (const chunk of chunks) parts.push(Buffer.from(chunk.map((entry) => entryXml('url', entry)).join('')));
  parts.push(Buffer.from('</urlset>\n'));
  return Buffer.concat(parts);
}

export function sitemapIndexXml(entries: readonly SitemapEntry[]): Buffer {
  return Buffer.from(
    `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.map((entry) => entryXml('sitemap', entry)).join('')}</sitemapindex>\n`,
  );
}
