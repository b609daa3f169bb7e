import { REVIEW_REPLY_MAX_LENGTH } from '@phonekade/shared/sellers/seller.schemas';
import type { SellerReview } from '@phonekade/shared/sellers/seller.types';
import { useState, type FormEvent } from 'react';
import { formatListingDate } from '@/components/phone/time-ago.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { languageStore, useT } from '@/lib/i18n/i18n.ts';
import { useReplyToReview } from '../api/reply-to-review.ts';

function StarText({ rating }: { rating: number }) {
  return (
    <span className="text-amber-500" aria-hidden>
      {'★'.repeat(rating)}
      <span className="text-slate-300">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

/** One review; the reviewed seller, looking at their own page, can answer it once. */
export function ReviewItem({
  review,
  sellerId,
  canReply,
}: {
  review: SellerReview;
  sellerId: string;
  canReply: boolean;
}) {
  const t = useT();
  const language = languageStore.use();
  const [text, setText] = useState('');
  const reply = useReplyToReview(sellerId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    reply.mutate({ reviewId: review.id, text: text.trim() });
  };

  return (
    <li className="border-b border-slate-100 py-4 last:border-b-0" data-testid="seller-review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarText rating={review.rating} />
        <span className="sr-only">{t('sellers.reviews.ratingLabel', { rating: review.rating })}</span>
        <span className="font-semibold text-slate-900">{review.reviewerName}</span>
        <span className="text-sm text-slate-600">{formatListingDate(new Date(review.createdAt), language)}</span>
      </div>
      {review.comment ? <p className="mt-2 whitespace-pre-line break-words text-slate-800">{review.comment}</p> : null}
      {review.reply ? (
        <div className="mt-3 rounded-xl border-l-4 border-emerald-600 bg-emerald-50 p-3" data-testid="seller-reply">
          <p className="text-xs font-semibold uppercase tracking-wide text-emerald-800">
            {t('sellers.reviews.replyHeading')}
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-slate-800">{review.reply.text}</p>
        </div>
      ) : canReply ? (
        <form onSubmit={submit} className="mt-3 space-y-2">
          <label className="block text-sm font-medium text-slate-700" htmlFor={`reply-${review.id}`}>
            {t('sellers.reviews.replyLabel')}
          </label>
          <textarea
            id={`reply-${review.id}`}
            value={text}
            maxLength={REVIEW_REPLY_MAX_LENGTH}
            onChange={(event) => setText(event.currentTarget.value)}
            rows={2}
            className="w-full rounded-lg border border-slate-300 p-2 text-sm focus:border-emerald-600 focus:outline-none"
          />
          {reply.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(reply.error)}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={reply.isPending || !text.trim()}
            className="rounded-lg bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
          >
            {t('sellers.reviews.replyButton')}
          </button>
        </form>
      ) : null}
    </li>
  );
}
