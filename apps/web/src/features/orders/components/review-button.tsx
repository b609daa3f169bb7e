import type { OrderDto } from '@phonekade/shared/orders/order.types';
import { REVIEW_COMMENT_MAX_LENGTH } from '@phonekade/shared/constants/limits';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { useReviewOrder } from '../api/review-order.ts';

/**
 * The 'Rate seller' button and its dialog (docs/decisions/027-ratings-from-delivered-orders.md), once a
 * seller's items of the order are
 * delivered; 'Reviewed' while every seller who delivered has been rated.
 */
export function ReviewButton({ order }: { order: OrderDto }) {
  const t = useT();
  const commentId = useId();
  const review = useReviewOrder();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!order.items.some((item) => item.status === 'delivered')) return null;
  if (order.reviewed) return <span className="text-sm font-medium text-emerald-700">{t('orders.review.done')}</span>;

  const submit = () => {
    if (rating < 1) return setError(t('orders.review.pickRating'));
    review.mutate(
      { orderId: order.id, rating, comment },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t('orders.review.thanks'), 3000);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('orders.review.rate')}
      </Button>
      <Modal
        open={open}
        title={t('orders.review.title')}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common.actions.cancel')}
            </Button>
            <Button onClick={submit} disabled={review.isPending}>
              {review.isPending ? t('orders.review.submitting') : t('orders.review.submit')}
            </Button>
          </>
        }
      >
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">{t('orders.review.rating')}</legend>
          <div className="flex gap-1" role="radiogroup" aria-label={t('orders.review.rating')}>
            {[1, 2, 3, 4, 5].map((value) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={rating === value}
                aria-label={t('orders.review.stars', { count: value })}
                onClick={() => {
                  setRating(value);
                  setError(null);
                }}
                className={`text-3xl leading-none ${value <= rating ? 'text-amber-400' : 'text-slate-300'} hover:text-amber-300`}
              >
                ★
              </button>
            ))}
          </div>
        </fieldset>
        <label htmlFor={commentId} className="mt-4 mb-1 block text-sm font-medium text-slate-700">
          {t('orders.review.comment')}
        </label>
        <textarea
          id={commentId}
          value={comment}
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          rows={3}
          onChange={(event) => setComment(event.target.value)}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-emerald-600 focus:ring-2 focus:ring-emerald-200 focus:outline-none"
        />
        {error ? <p className="mt-2 text-sm text-red-600">{error}</p> : null}
      </Modal>
    </>
  );
}
