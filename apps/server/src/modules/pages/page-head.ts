import type { Language } from '@phonekade/shared/i18n/language';

// The <head> the server writes into the web app's index.html for each view
// (docs/decisions/068-server-rendered-page-heads.md). Everything from a listing is escaped here:
// a title holding `</script>`, quotes or `&` stays text.

export interface PageHead {
  language: Language;
  title: string;
  description?: string;
  /** Absolute URL. */
  canonical?: string;
  /** Keeps the page out of search results. */
  noindex?: boolean;
  /** Absolute URLs of the page in each language (hreflang), for pages that are indexed. */
  alternates?: { hreflang: string; href: string }[];
  /** Open Graph and product properties in order: ['og:title', '...']. */
  openGraph?: [string, string][];
  /** Twitter card names in order: ['twitter:card', 'summary_large_image']. */
  twitter?: [string, string][];
  /** A schema.org object, written as JSON-LD. */
  jsonLd?: object;
  /**
   * The view's largest picture, fetched before the app's code runs, with the same srcset and sizes as
   * the <img> that shows it so the browser downloads one file (docs/decisions/080-first-view-in-the-page.md).
   */
  preloadImage?: { href: string; srcset?: string; sizes: string };
  /** Scripts the view loads after the app's entry, fetched beside it instead (pages/view-modules.ts). */
  modulePreloads?: string[];
}

/** What the page carries besides its head: the first view's API answer, as JSON text. */
export interface PageBody {
  /** Already JSON; written escaped into <script type="application/json" id="…">. */
  firstViewJson?: string;
  firstViewElementId?: string;
  /**
   * The first view drawn by the server (docs/decisions/081-server-rendered-first-view.md): the root's
   * whole content when it holds the `<!--first-view-->` marks. The root says in which language it is drawn,
   * and at what time (ms since 1970), which its texts such as '3 hours ago' are told from.
   */
  firstView?: { html: string; drawnAt: number } | undefined;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * JSON safe inside <script type="application/ld+json">: '<', '>' and '&' as \u escapes, so no text can
 * close the element or open a comment, and the line separators JavaScript reads as line ends.
 */
export function scriptSafeJson(value: unknown): string {
  return scriptSafeJsonText(JSON.stringify(value));
}

/** JSON text made safe inside a <script> data block the same way (it is JSON still: only string contents change form). */
export function scriptSafeJsonText(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;

/** The tags of `head`, one a line. */
export function renderHeadTags(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) tags.push(meta('name', 'description', head.description));
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const { hreflang, href } of head.alternates ?? []) {
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`);
  }
  for (const [property, content] of head.openGraph ?? []) tags.push(meta('property', property, content));
  for (const [name, content] of head.twitter ?? []) tags.push(meta('name', name, content));
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`);
  if (head.preloadImage) {
    const { href, srcset, sizes } = head.preloadImage;
    const set = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(href)}"${set} fetchpriority="high" />`);
  }
  return tags.join('\n    ');
}

/**
 * The view's module preloads, one a line: crossorigin as on the app's own module scripts, or the browser
 * would fetch each file twice.
 */
function modulePreloadTags(head: PageHead): string {
  return (head.modulePreloads ?? [])
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`)
    .join('\n    ');
}

/**
 * The built index.html with `head` in place of its own title and description, and its language on
 * <html>; the view's module preloads beside the app's scripts. The rest of the page (scripts, styles, the
 * empty root) is untouched: the app starts as before.
 */
export function pageHtml(template: string, head: PageHead, body: PageBody = {}): string {
  const tags = renderHeadTags(head);
  let html = template
    .replace(/<html\b[^>]*>/i, `<html lang="${escapeHtml(head.language)}">`)
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  let placed = false;
  html = html.replace(/<title>[\s\S]*?<\/title>/i, () => {
    placed = true;
    return tags;
  });
  if (!placed) html = html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
  // The view's scripts go right after the app's own, behind the page's styles: on a slow line the bytes
  // that paint the page come first (docs/decisions/093-stylesheet-in-the-page.md), and the app's entry, its
  // largest file, is asked for before them (docs/decisions/095-first-load-in-few-files.md).
  const preloads = modulePreloadTags(head);
  if (preloads) {
    const appScripts = [...html.matchAll(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/gi)];
    const last = appScripts.at(-1);
    const at = last ? last.index + last[0].length : html.search(/<\/head>/i);
    if (at >= 0) html = `${html.slice(0, at)}\n    ${preloads}${html.slice(at)}`;
  }
  if (body.firstView !== undefined) {
    const { html: markup, drawnAt } = body.firstView;
    const drawn = `<div id="root" data-rendered="${escapeHtml(head.language)}" data-drawn-at="${Math.trunc(drawnAt)}">${markup}`;
    // The whole root's content, spaces included: the app takes the drawing over node for node.
    html = html.replace(/<div id="root">\s*<!--first-view-->[\s\S]*?<!--\/first-view-->\s*/, () => drawn);
  }
  if (body.firstViewJson && body.firstViewElementId) {
    // After the root, so the head's scripts and styles are found before these bytes are read.
    const data = `<script type="application/json" id="${escapeHtml(body.firstViewElementId)}">${scriptSafeJsonText(body.firstViewJson)}</script>`;
    html = html.replace(/<\/body>/i, () => `  ${data}\n  </body>`);
  }
  return html;
}
