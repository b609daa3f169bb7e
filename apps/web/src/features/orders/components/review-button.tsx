import type { OrderDto } from '@phonekade/shared/orders/order.types';
import { REVIEW_COMMENT_MAX_LENGTH } from '@phonekade/shared/constants/limits';
import { createReviewSchema } from '@phonekade/shared/orders/order.schemas';
import { canEditReview } from '@phonekade/shared/reviews/review.schemas';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { useEditReview } from '../api/edit-review.ts';
import { useReviewOrder } from '../api/review-order.ts';

interface ReviewDraft {
  rating: number;
  comment: string;
}

/** The rating and comment dialog, for a new review and for editing one. */
function ReviewDialog({
  title,
  initial,
  busy,
  onClose,
  onSubmit,
}: {
  title: string;
  initial: ReviewDraft;
  busy: boolean;
  onClose: () => void;
  onSubmit: (draft: ReviewDraft, fail: (message: string) => void) => void;
}) {
  const t = useT();
  const commentId = useId();
  const [rating, setRating] = useState(initial.rating);
  const [comment, setComment] = useState(initial.comment);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (rating < 1) return setError(t('orders.review.pickRating'));
    // The shared schema refuses links and over-long comments before the server is asked.
    const parsed = createReviewSchema.safeParse({ rating, comment });
    if (!parsed.success) return setError(t('orders.review.noLinks'));
    onSubmit(parsed.data, setError);
  };

  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.actions.cancel')}
          </Button>
          <Button onClick={submit} disabled={busy}>
            {busy ? t('orders.review.submitting') : t('orders.review.submit')}
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
        onChange={(event) => setComment(event.currentTarget.value)}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-emerald-600 focus:ring-2 focus:ring-emerald-200 focus:outline-none"
      />
      {error ? <p className="mt-2 text-sm text-red-600">{error}</p> : null}
    </Modal>
  );
}

/** 'Edit review' for each of the buyer's reviews of the order still within its 30 days. */
function EditReviewButtons({ order }: { order: OrderDto }) {
  const t = useT();
  const edit = useEditReview();
  const [editing, setEditing] = useState<OrderDto['myReviews'][number] | null>(null);
  const editable = (order.myReviews ?? []).filter((review) => canEditReview(review.createdAt));
  return (
    <>
      {editable.map((review) => (
        <Button key={review.id} variant="secondary" onClick={() => setEditing(review)}>
          {t('orders.review.edit')}
        </Button>
      ))}
      {editing ? (
        <ReviewDialog
          title={t('orders.review.editTitle')}
          initial={{ rating: editing.rating, comment: editing.comment }}
          busy={edit.isPending}
          onClose={() => setEditing(null)}
          onSubmit={(draft, fail) =>
            edit.mutate(
              { reviewId: editing.id, ...draft },
              {
                onSuccess: () => {
                  setEditing(null);
                  toast.success(t('orders.review.updated'), 3000);
                },
                onError: (failure) => fail(errorMessage(failure)),
              },
            )
          }
        />
      ) : null}
    </>
  );
}

/**
 * The 'Rate seller' button and its dialog (docs/decisions/027-ratings-from-delivered-orders.md), once a
 * seller's items of the order are delivered; 'Reviewed' while every seller who delivered has been rated,
 * with 'Edit review' for 30 days (docs/decisions/065-review-edit-and-hide.md).
 */
export function ReviewButton({ order }: { order: OrderDto }) {
  const t = useT();
  const review = useReviewOrder();
  const [open, setOpen] = useState(false);

  if (!order.items.some((item) => item.status === 'delivered')) return null;
  if (order.reviewed) {
    return (
      <>
        <span className="text-sm font-medium text-emerald-700">{t('orders.review.done')}</span>
        <EditReviewButtons order={order} />
      </>
    );
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('orders.review.rate')}
      </Button>
      {open ? (
        <ReviewDialog
          title={t('orders.review.title')}
          initial={{ rating: 0, comment: '' }}
          busy={review.isPending}
          onClose={() => setOpen(false)}
          onSubmit={(draft, fail) =>
            review.mutate(
              { orderId: order.id, ...draft },
              {
                onSuccess: () => {
                  setOpen(false);
                  toast.success(t('orders.review.thanks'), 3000);
                },
                onError: (failure) => fail(errorMessage(failure)),
              },
            )
          }
        />
      ) : null}
    </>
  );
}
