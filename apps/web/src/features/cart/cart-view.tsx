import { PlaceholderView } from '@/components/ui/placeholder-view.tsx';

// Placeholder until its issue lands (cart).
export function CartView() {
  return <PlaceholderView title="Cart" note="This part of PhoneKade is not built yet: it arrives with the cart work." />;
}
