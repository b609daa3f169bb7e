import { PlaceholderView } from '@/components/ui/placeholder-view.tsx';

// Placeholder until its issue lands (seller listings).
export function EditPhoneView() {
  return <PlaceholderView title="Edit listing" note="This part of PhoneKade is not built yet: it arrives with the seller listings work." />;
}
