import { PlaceholderView } from '@/components/ui/placeholder-view.tsx';

// Placeholder until its issue lands (catalogue).
export function PhoneDetailsView() {
  return <PlaceholderView title="Phone details" note="This part of PhoneKade is not built yet: it arrives with the catalogue work." />;
}
