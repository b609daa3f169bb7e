import { PlaceholderView } from '@/components/ui/placeholder-view.tsx';

// Placeholder until its issue lands (accounts).
export function AuthView() {
  return <PlaceholderView title="Sign In" note="This part of PhoneKade is not built yet: it arrives with the accounts work." />;
}
