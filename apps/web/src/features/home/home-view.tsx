import { PlaceholderView } from '@/components/ui/placeholder-view.tsx';

// Placeholder until its issue lands (catalogue).
export function HomeView() {
  return <PlaceholderView title="Find Your Perfect Used Phone" note="This part of PhoneKade is not built yet: it arrives with the catalogue work." />;
}
