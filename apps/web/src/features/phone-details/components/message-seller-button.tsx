import { useT } from '@/lib/i18n/i18n.ts';
import { useEffect } from 'react';
import { askSignIn, navigate, takeIntent } from '@/lib/navigation/navigation.ts';

/**
 * 'Message seller': keeps the talk on PhoneKade (docs/decisions/062-messages-and-safety.md). A visitor
 * is asked to sign in first; the seller of the phone does not see it.
 */
export function MessageSellerButton({
  phoneId,
  title,
  sellerId,
  viewerId,
}: {
  phoneId: string;
  title: string;
  sellerId: string | null;
  viewerId: string | null;
}) {
  const t = useT();
  const signedIn = viewerId !== null;
  const offered = Boolean(sellerId) && sellerId !== viewerId;
  // Back from signing in to message the seller: the message box opens in place of the phone page.
  useEffect(() => {
    if (!signedIn || !takeIntent('message')) return;
    if (offered) navigate('messages', { phoneId, phone: { title } });
  }, [signedIn, offered, phoneId, title]);
  if (!offered) return null;
  return (
    <button
      type="button"
      data-testid="message-seller"
      onClick={() => (signedIn ? navigate('messages', { phoneId, phone: { title } }) : askSignIn('message'))}
      className="flex w-full items-center justify-center gap-2 rounded-xl border-2 border-emerald-700 bg-white px-4 py-3 font-semibold text-emerald-800 transition hover:bg-emerald-50"
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
      </svg>
      {signedIn ? t('messages.messageSeller') : t('messages.signInToMessage')}
    </button>
  );
}
