// The address the page was opened at: the browser's, or while the server renders a page's first view
// (app/entry-server.tsx, docs/decisions/081-server-rendered-first-view.md) the one it renders.

interface PageAddress {
  origin: string;
  search: string;
}

let rendered: PageAddress = { origin: '', search: '' };

/** On the server only: the address of the page about to be rendered. */
export function setRenderedAddress(address: PageAddress): void {
  rendered = address;
}

const inBrowser = () => typeof window !== 'undefined';

/** The address's query string ('?brand=Apple'), or ''. */
export const pageSearch = (): string => (inBrowser() ? window.location.search : rendered.search);

/** 'https://phonekade.lk': where a link to share starts. */
export const pageOrigin = (): string => (inBrowser() ? window.location.origin : rendered.origin);
