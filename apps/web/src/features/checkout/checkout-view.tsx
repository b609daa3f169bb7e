import { PlaceholderView } from '@/components/ui/placeholder-view.tsx';

// Placeholder until its issue lands (checkout).
export function CheckoutView() {
  return <PlaceholderView title="Checkout" note="This part of PhoneKade is not built yet: it arrives with the checkout work." />;
}
