import type { ComponentType } from 'react';
import { PlaceholderView } from '@/components/ui/placeholder-view.tsx';

/** Tabs other features contribute; the app layer plugs them in (features do not import each other). */
export interface ProfileTabSlots {
  myListings?: ComponentType;
  orders?: ComponentType;
  sales?: ComponentType;
  favorites?: ComponentType;
}

// Placeholder until its issue lands (accounts).
export function ProfileView(_props: { tabs: ProfileTabSlots }) {
  return <PlaceholderView title="Profile" note="This part of PhoneKade is not built yet: it arrives with the accounts work." />;
}
