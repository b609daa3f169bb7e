import { PlaceholderView } from '@/components/ui/placeholder-view.tsx';

// Placeholder until its issue lands (seller listings).
export function AddPhoneView() {
  return <PlaceholderView title="Add New Phone" note="This part of PhoneKade is not built yet: it arrives with the seller listings work." />;
}
