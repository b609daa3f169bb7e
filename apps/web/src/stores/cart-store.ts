import type { CartDto, CartItemDto, MergeCartResult } from '@phonekade/shared/cart/cart.types';
import { MAX_CART_QUANTITY, MAX_GUEST_CART_ITEMS, TIMINGS } from '@phonekade/shared/constants/limits';
import { isLive } from '@phonekade/shared/phones/listing-status';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { ApiError, apiRequest, errorMessage, type Envelope } from '@/lib/api-client.ts';
import { createStore } from '@/lib/create-store.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { onSignIn, onSignOut, sessionStore, type SessionUser } from '@/lib/session.ts';
import { toast } from '@/lib/toast.ts';
// Favourites merge at sign-in too; importing them here loads their listeners at start with the header.
import './favorites-store.ts';

export interface CartLine {
  phoneId: string;
  quantity: number;
}

/** Whose cart is shown: a guest's local one, a buyer's server one, or none (sellers and admins, spec 4). */
export type CartMode = 'guest' | 'buyer' | 'none';

export interface CartState {
  mode: CartMode;
  status: 'loading' | 'ready' | 'error';
  items: CartItemDto[];
  subtotal: number;
  count: number;
  /** The last failure ('Failed to ... : reason'); cleared after 5 seconds (spec 4). */
  error: string | null;
  /** Phones added in the last 3 seconds (spec 4 'just added'). */
  justAdded: string[];
  /** Phones whose change is on its way to the server. */
  busy: string[];
}

/** A guest cart line in local storage: the listing as it was seen, so the cart shows at once. */
interface GuestEntry {
  phoneId: string;
  quantity: number;
  phone: PhoneDto;
  priceAtAdd: number;
  addedAt: string;
}

export const GUEST_CART_KEY = 'guest_cart';

function modeFor(user: SessionUser | null): CartMode {
  if (!user) return 'guest';
  return user.role === 'buyer' ? 'buyer' : 'none';
}

const emptyCart = { items: [], subtotal: 0, count: 0 } satisfies CartDto;

export const cartStore = createStore<CartState>({
  mode: modeFor(sessionStore.get().user),
  status: 'loading',
  ...emptyCart,
  error: null,
  justAdded: [],
  busy: [],
});

export const useCartCount = () => cartStore.use((s) => s.count);
export const useCart = () => cartStore.use();
export const useInCart = (phoneId: string) => cartStore.use((s) => s.items.some((item) => item.phoneId.id === phoneId));
export const useCartBusy = (phoneId: string) => cartStore.use((s) => s.busy.includes(phoneId));

// ---- local storage (guests) ----

function readGuestEntries(): GuestEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is GuestEntry =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as GuestEntry).phoneId === 'string' &&
        Number.isInteger((entry as GuestEntry).quantity) &&
        (entry as GuestEntry).quantity > 0 &&
        typeof (entry as GuestEntry).phone === 'object',
    );
  } catch {
    return [];
  }
}

function writeGuestEntries(entries: GuestEntry[]): void {
  if (entries.length) localStorage.setItem(GUEST_CART_KEY, JSON.stringify(entries));
  else localStorage.removeItem(GUEST_CART_KEY);
}

/** A guest line in the server's cart item shape, so the cart view draws both the same way. */
function guestItem(entry: GuestEntry): CartItemDto {
  const { phone } = entry;
  const priceChanged = entry.priceAtAdd !== phone.price;
  return {
    _id: entry.phoneId,
    id: entry.phoneId,
    phoneId: phone,
    title: phone.title,
    price: phone.price,
    originalPrice: phone.originalPrice,
    priceAtAdd: entry.priceAtAdd,
    priceChanged,
    previousPrice: priceChanged ? entry.priceAtAdd : null,
    quantity: entry.quantity,
    image: phone.image,
    images: phone.images,
    sellerId: phone.sellerId,
    addedAt: entry.addedAt,
    available: isLive(phone) && phone.stock > 0,
    stock: phone.stock,
  };
}

/** spec 9: the total is the sum of price x quantity (of what can be bought). */
function totals(items: CartItemDto[]): CartDto {
  const buyable = items.filter((item) => item.available);
  return {
    items,
    subtotal: buyable.reduce((sum, item) => sum + item.price * item.quantity, 0),
    count: buyable.reduce((sum, item) => sum + item.quantity, 0),
  };
}

function showGuestEntries(entries: GuestEntry[]): void {
  // Newest first, as the server cart lists them.
  cartStore.set((s) => ({ ...s, status: 'ready', ...totals(entries.map(guestItem).reverse()) }));
}

// ---- server calls (spec 7) ----

/** spec 7: the items come as data.items, data.cart.items, or data as a list. */
function cartFrom(data: unknown, wrapper: string): CartDto {
  if (Array.isArray(data)) return totals(data as CartItemDto[]);
  const body = (data ?? {}) as Partial<CartDto> & { cart?: { items?: CartItemDto[] } };
  const items = body.items ?? body.cart?.items;
  if (!Array.isArray(items)) throw new Error(wrapper);
  if (typeof body.subtotal === 'number' && typeof body.count === 'number') {
    return { items, subtotal: body.subtotal, count: body.count };
  }
  return totals(items);
}

/** One cart call; `wrapper` is spec 8's text when the answer is not a success. */
async function cartCall<T = CartDto>(
  path: string,
  wrapper: string,
  options: Parameters<typeof apiRequest>[1] = {},
): Promise<Envelope<T>> {
  let envelope: Envelope<T>;
  try {
    envelope = await apiRequest<T>(`/cart${path}`, options);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new Error(wrapper);
  }
  if (!envelope.success) throw new Error(envelope.message || wrapper);
  return envelope;
}

// ---- errors, 'just added' and busy flags ----

let errorTimer: ReturnType<typeof setTimeout> | undefined;

function showError(key: string, error: unknown): string {
  const message = t(key, { reason: errorMessage(error) });
  clearTimeout(errorTimer);
  cartStore.set((s) => ({ ...s, error: message }));
  errorTimer = setTimeout(
    () => cartStore.set((s) => (s.error === message ? { ...s, error: null } : s)),
    TIMINGS.cartErrorMs,
  );
  return message;
}

export function dismissCartError(): void {
  clearTimeout(errorTimer);
  cartStore.set((s) => ({ ...s, error: null }));
}

function markJustAdded(phoneId: string): void {
  cartStore.set((s) => ({ ...s, justAdded: [...s.justAdded.filter((id) => id !== phoneId), phoneId] }));
  setTimeout(
    () => cartStore.set((s) => ({ ...s, justAdded: s.justAdded.filter((id) => id !== phoneId) })),
    TIMINGS.justAddedMs,
  );
}

async function whileBusy<T>(phoneId: string, work: () => Promise<T>): Promise<T> {
  cartStore.set((s) => ({ ...s, busy: [...s.busy, phoneId] }));
  try {
    return await work();
  } finally {
    cartStore.set((s) => ({ ...s, busy: s.busy.filter((id) => id !== phoneId) }));
  }
}

function showServerCart(cart: CartDto): void {
  cartStore.set((s) => ({ ...s, status: 'ready', ...cart }));
}

// ---- what the views call ----

let loadGeneration = 0;

/** Guests: the local cart, with each phone refreshed so prices are today's. Buyers: the server cart. */
export async function loadCart(): Promise<void> {
  const generation = ++loadGeneration;
  const mode = modeFor(sessionStore.get().user);
  const current = () => generation === loadGeneration;
  cartStore.set((s) => ({ ...s, mode, status: s.mode === mode && s.status === 'ready' ? 'ready' : 'loading' }));

  if (mode === 'none') {
    cartStore.set((s) => ({ ...s, status: 'ready', ...emptyCart }));
    return;
  }
  if (mode === 'guest') {
    const entries = readGuestEntries();
    showGuestEntries(entries);
    if (entries.length) await refreshGuestPhones(entries, current);
    return;
  }
  try {
    const { data } = await cartCall<unknown>('', t('cart.wrappers.load'));
    if (current()) showServerCart(cartFrom(data, t('cart.wrappers.load')));
  } catch (error) {
    if (!current()) return;
    showError('cart.errors.load', error);
    cartStore.set((s) => ({ ...s, status: s.items.length ? 'ready' : 'error' }));
  }
}

/** The phones of a guest cart as they are now (price, stock, status); a deleted one leaves the cart. */
async function refreshGuestPhones(entries: GuestEntry[], current: () => boolean): Promise<void> {
  const results = await Promise.allSettled(
    entries.map((entry) => apiRequest<PhoneDto>(`/phones/${encodeURIComponent(entry.phoneId)}`)),
  );
  if (!current()) return;
  const fresh = new Map<string, PhoneDto | null>();
  results.forEach((result, index) => {
    const id = entries[index]!.phoneId;
    if (result.status === 'fulfilled') fresh.set(id, result.value.data);
    else if (result.reason instanceof ApiError && result.reason.status === 404) fresh.set(id, null);
  });
  // Read again: the guest may have changed the cart while the phones were on their way.
  const updated = readGuestEntries().flatMap((entry) => {
    const phone = fresh.get(entry.phoneId);
    if (phone === null) return [];
    return [phone ? { ...entry, phone } : entry];
  });
  writeGuestEntries(updated);
  showGuestEntries(updated);
}

/** Adds a phone (spec 4: a phone already in the cart gets a higher quantity). Throws the reason on failure. */
export async function addToCart(phone: PhoneDto, quantity = 1): Promise<void> {
  const mode = modeFor(sessionStore.get().user);
  const phoneId = phone.id;
  try {
    await whileBusy(phoneId, async () => {
      if (mode === 'none') throw new Error(t('cart.reasons.sellersCannotAdd'));
      if (mode === 'buyer') {
        const { data } = await cartCall('/add', t('cart.wrappers.add'), {
          method: 'POST',
          body: { phoneId, quantity },
        });
        showServerCart(cartFrom(data, t('cart.wrappers.add')));
        return;
      }
      if (!isLive(phone) || phone.stock <= 0) throw new Error(t('cart.reasons.unavailable'));
      const entries = readGuestEntries();
      const existing = entries.find((entry) => entry.phoneId === phoneId);
      const wanted = (existing?.quantity ?? 0) + quantity;
      if (wanted > phone.stock || wanted > MAX_CART_QUANTITY) throw new Error(t('cart.reasons.notEnoughStock'));
      if (!existing && entries.length >= MAX_GUEST_CART_ITEMS)
        throw new Error(t('cart.guestFull', { max: MAX_GUEST_CART_ITEMS }));
      const next = existing
        ? entries.map((entry) =>
            entry.phoneId === phoneId ? { ...entry, quantity: wanted, phone, priceAtAdd: phone.price } : entry,
          )
        : [...entries, { phoneId, quantity, phone, priceAtAdd: phone.price, addedAt: new Date().toISOString() }];
      writeGuestEntries(next);
      showGuestEntries(next);
    });
  } catch (error) {
    showError('cart.errors.add', error);
    throw error;
  }
  markJustAdded(phoneId);
}

/** spec 4: a quantity of 0 or less removes the item; it never goes above the stock. */
export async function updateQuantity(phoneId: string, quantity: number): Promise<void> {
  if (quantity <= 0) return removeFromCart(phoneId);
  const mode = modeFor(sessionStore.get().user);
  try {
    await whileBusy(phoneId, async () => {
      if (mode === 'buyer') {
        const { data } = await cartCall('/update', t('cart.wrappers.update'), {
          method: 'PUT',
          body: { phoneId, quantity },
        });
        showServerCart(cartFrom(data, t('cart.wrappers.update')));
        return;
      }
      const entries = readGuestEntries();
      const entry = entries.find((e) => e.phoneId === phoneId);
      if (!entry) throw new Error(t('cart.reasons.notInCart'));
      if (quantity > entry.quantity && (quantity > entry.phone.stock || quantity > MAX_CART_QUANTITY)) {
        throw new Error(t('cart.reasons.notEnoughStock'));
      }
      const next = entries.map((e) => (e.phoneId === phoneId ? { ...e, quantity } : e));
      writeGuestEntries(next);
      showGuestEntries(next);
    });
  } catch (error) {
    showError('cart.errors.update', error);
  }
}

export async function removeFromCart(phoneId: string): Promise<void> {
  const mode = modeFor(sessionStore.get().user);
  try {
    await whileBusy(phoneId, async () => {
      if (mode === 'buyer') {
        const { data } = await cartCall(`/remove/${encodeURIComponent(phoneId)}`, t('cart.wrappers.remove'), {
          method: 'DELETE',
        });
        showServerCart(cartFrom(data, t('cart.wrappers.remove')));
        return;
      }
      const next = readGuestEntries().filter((entry) => entry.phoneId !== phoneId);
      writeGuestEntries(next);
      showGuestEntries(next);
    });
  } catch (error) {
    showError('cart.errors.remove', error);
  }
}

export async function clearCart(): Promise<void> {
  const mode = modeFor(sessionStore.get().user);
  try {
    if (mode === 'buyer') {
      const { data } = await cartCall('/clear', t('cart.wrappers.clear'), { method: 'DELETE' });
      showServerCart(cartFrom(data, t('cart.wrappers.clear')));
      return;
    }
    writeGuestEntries([]);
    showGuestEntries([]);
  } catch (error) {
    showError('cart.errors.clear', error);
  }
}

/**
 * spec 4: after sign-in the guest cart is merged into the server cart, then the cart reloads. What
 * the server could not take is told in one notice; on failure the guest cart stays for the next try.
 */
async function mergeGuestCart(): Promise<void> {
  const entries = readGuestEntries();
  if (entries.length) {
    try {
      const { data } = await cartCall<MergeCartResult>('/merge', t('cart.wrappers.merge'), {
        method: 'POST',
        body: { guestItems: entries.map(({ phoneId, quantity }) => ({ phoneId, quantity })) },
      });
      writeGuestEntries([]);
      const skipped = data.skipped ?? [];
      if (skipped.length) {
        const titles = skipped.map(
          (item) => entries.find((e) => e.phoneId === item.phoneId)?.phone.title ?? item.phoneId,
        );
        toast.info(t('cart.mergeSkipped', { titles: titles.join(', ') }));
      }
    } catch (error) {
      showError('cart.errors.merge', error);
    }
  }
  await loadCart();
}

onSignIn(async (user) => {
  if (modeFor(user) === 'buyer') await mergeGuestCart();
  else await loadCart();
});

onSignOut(() => {
  void loadCart();
});

// The app loads the cart once at start (the header badge needs it); unit tests load it themselves.
if (typeof window !== 'undefined' && import.meta.env.MODE !== 'test') void loadCart();
