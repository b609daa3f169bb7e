import { createStore } from '@/lib/create-store.ts';

export interface CartLine {
  phoneId: string;
  quantity: number;
}

// The cart issue fills this in (guest cart in local storage, server cart for buyers).
export const cartStore = createStore<{ items: CartLine[] }>({ items: [] });

export const useCartCount = () => cartStore.use((s) => s.items.reduce((sum, line) => sum + line.quantity, 0));
