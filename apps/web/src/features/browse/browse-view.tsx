import { PlaceholderView } from '@/components/ui/placeholder-view.tsx';

// Placeholder until its issue lands (catalogue).
export function BrowseView() {
  return <PlaceholderView title="Browse Phones" note="This part of PhoneKade is not built yet: it arrives with the catalogue work." />;
}
