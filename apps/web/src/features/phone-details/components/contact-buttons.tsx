import { Icon } from '@/components/phone/icons.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

/** '0771234567' or '+94 77 123 4567' as wa.me wants it: country code and digits only. */
export function whatsappNumber(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  if (/^\+94\d{9}$/.test(digits)) return digits.slice(1);
  if (/^94\d{9}$/.test(digits)) return digits;
  if (/^0\d{9}$/.test(digits)) return `94${digits.slice(1)}`;
  return null;
}

/**
 * Call (hidden for sellers) and WhatsApp, pre-filled with a fixed greeting and disabled when the
 * seller gave no phone number.
 */
export function ContactButtons({
  sellerPhone,
  title,
  viewerIsSeller,
}: {
  sellerPhone: string | null;
  title: string;
  viewerIsSeller: boolean;
}) {
  const t = useT();
  const waNumber = sellerPhone ? whatsappNumber(sellerPhone) : null;
  const waHref = waNumber
    ? `https://wa.me/${waNumber}?text=${encodeURIComponent(t('details.whatsappGreeting', { title }))}`
    : undefined;
  const base = 'flex flex-1 items-center justify-center gap-2 rounded-xl px-4 py-3 font-semibold transition';
  return (
    <div className="flex gap-3">
      {viewerIsSeller ? null : sellerPhone ? (
        <a
          href={`tel:${sellerPhone.replace(/\s/g, '')}`}
          className={`${base} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
        >
          <Icon name="call" className="h-5 w-5" /> {t('details.call')}
        </a>
      ) : (
        <button
          type="button"
          disabled
          className={`${base} cursor-not-allowed border border-slate-200 bg-slate-50 text-slate-400`}
        >
          <Icon name="call" className="h-5 w-5" /> {t('details.call')}
        </button>
      )}
      {waHref ? (
        <a
          href={waHref}
          target="_blank"
          rel="noopener noreferrer"
          className={`${base} bg-[#188741] text-white hover:bg-[#14763a]`}
        >
          <WhatsAppIcon /> {t('details.whatsapp')}
        </a>
      ) : (
        <button
          type="button"
          disabled
          title={t('details.noSellerPhone')}
          className={`${base} cursor-not-allowed bg-slate-200 text-slate-500`}
        >
          <WhatsAppIcon /> {t('details.whatsapp')}
        </button>
      )}
    </div>
  );
}

function WhatsAppIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden>
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.6-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.9 0-1.4.7-2 1-2.3.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.3 0 .5l-.4.6-.3.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.7-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.2Z" />
    </svg>
  );
}
