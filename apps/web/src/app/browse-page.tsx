import { BrowseView } from '@/features/browse/browse-view.tsx';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button.tsx';

/** Browse with 'Save this search' from the saved-searches feature, composed here. */
export function BrowsePage() {
  return <BrowseView saveSearch={SaveSearchButton} />;
}
