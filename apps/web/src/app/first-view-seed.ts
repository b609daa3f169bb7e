import { FIRST_VIEW_ELEMENT_ID, type FirstViewData } from '@phonekade/shared/first-view/first-view';
import type { PhonesPageDto } from '@phonekade/shared/phones/phone.types';
import type { QueryClient } from '@tanstack/react-query';
import { phoneKeys, type PhonesQuery } from '@/api/phones/phone-keys.ts';

// The server writes the first view's API answer into the page (docs/decisions/080-first-view-in-the-page.md);
// the app puts it in the query cache before its first render instead of asking the API again.

/** The first view's data the page carries, or undefined when it carries none or it cannot be read. */
export function readFirstViewData(doc: Document = document): FirstViewData | undefined {
  const element = doc.getElementById(FIRST_VIEW_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const value = JSON.parse(element.textContent) as FirstViewData;
    const answer = value.answer as { success?: boolean; data?: unknown } | undefined;
    return answer?.success === true && answer.data ? value : undefined;
  } catch {
    return undefined;
  }
}

const sameQuery = (a: PhonesQuery, b: PhonesQuery) => JSON.stringify(a) === JSON.stringify(b);

export type FirstViewWanted =
  { view: 'home'; query: PhonesQuery } | { view: 'phones'; query: PhonesQuery } | { view: 'details'; id: string };

/**
 * Seeds the cache with `data` when it answers what the view asks for (`wanted`); returns whether it did.
 * A signed-in reader gets the answer marked stale: it is a guest's copy (the seller of the phone sees
 * more of it), drawn at once and asked for again in the background.
 */
export function seedFirstView(
  queryClient: QueryClient,
  data: FirstViewData | undefined,
  wanted: FirstViewWanted,
  options: { signedIn: boolean },
): boolean {
  if (!data || data.view !== wanted.view) return false;
  const answer = (data.answer as { data: unknown }).data;
  const updatedAt = options.signedIn ? 0 : Date.now();
  if (data.view === 'details' && wanted.view === 'details') {
    if (data.id !== wanted.id) return false;
    queryClient.setQueryData(phoneKeys.detail(wanted.id), answer, { updatedAt });
    return true;
  }
  if (data.view === 'details' || wanted.view === 'details' || !sameQuery(data.query, wanted.query)) return false;
  if (wanted.view === 'home') {
    queryClient.setQueryData(phoneKeys.list(wanted.query), answer, { updatedAt });
  } else {
    queryClient.setQueryData(
      phoneKeys.pages(wanted.query),
      { pages: [answer as PhonesPageDto], pageParams: [null] },
      { updatedAt },
    );
  }
  return true;
}
