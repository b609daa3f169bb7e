import { pageTexts, type PageTexts } from '@phonekade/shared/seo/page-texts';
import { useEffect } from 'react';
import { languageStore } from './i18n/i18n.ts';

/**
 * Keeps the tab's title on the view shown, in the reader's language: the same texts the server writes
 * into the page it sends (docs/decisions/068-server-rendered-page-heads.md). `pick` returning
 * undefined leaves the title as it is (a view still loading what it is about).
 */
export function usePageTitle(pick: (texts: PageTexts) => string | undefined): void {
  const language = languageStore.use();
  const title = pick(pageTexts(language));
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
