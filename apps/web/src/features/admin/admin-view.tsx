import { PlaceholderView } from '@/components/ui/placeholder-view.tsx';

// Placeholder until its issue lands (admin moderation).
export function AdminView() {
  return <PlaceholderView title="Admin Dashboard" note="This part of PhoneKade is not built yet: it arrives with the admin moderation work." />;
}
