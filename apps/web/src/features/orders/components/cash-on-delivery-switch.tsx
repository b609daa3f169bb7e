import { errorMessage } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { useSessionUser } from '@/lib/session.ts';
import { toast } from '@/lib/toast.ts';
import { useSetCashOnDelivery } from '../api/set-cash-on-delivery.ts';

/**
 * The seller's 'I accept cash on delivery' switch; until set it follows the seller's kind
 * (docs/decisions/072-cash-on-delivery-and-held-payments.md).
 */
export function CashOnDeliverySwitch() {
  const t = useT();
  const user = useSessionUser();
  const save = useSetCashOnDelivery();
  if (user?.role !== 'seller') return null;
  const accepts = user.acceptsCashOnDelivery === true;
  return (
    <label className="mb-4 flex cursor-pointer items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <input
        type="checkbox"
        role="switch"
        checked={accepts}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate(event.currentTarget.checked, {
            onSuccess: () => toast.success(t('orders.cashOnDelivery.saved'), 3000),
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
        className="mt-1 h-4 w-4 accent-emerald-700"
      />
      <span>
        <span className="block font-semibold text-slate-900">{t('orders.cashOnDelivery.label')}</span>
        <span className="block text-sm text-slate-600">{t('orders.cashOnDelivery.hint')}</span>
      </span>
    </label>
  );
}
