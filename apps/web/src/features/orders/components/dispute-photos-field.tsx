import { MAX_DISPUTE_PHOTOS } from '@phonekade/shared/constants/limits';
import { ORDER_SCHEMA_MESSAGES } from '@phonekade/shared/orders/order.schemas';
import { listingImageFileError } from '@phonekade/shared/phones/phone.schemas';
import { useId, useRef } from 'react';
import { localizeApiText, useT } from '@/lib/i18n/i18n.ts';

export interface DisputePhoto {
  file: File;
  /** What the server said is wrong with it (it names the file). */
  problem?: string;
}

/** The files that may be added (images, 10 MB each, up to four in all) and a text for each one refused. */
export function pickDisputePhotos(current: readonly DisputePhoto[], files: readonly File[]) {
  const added: DisputePhoto[] = [];
  const refused: string[] = [];
  for (const file of files) {
    const problem =
      listingImageFileError(file) ??
      (current.length + added.length >= MAX_DISPUTE_PHOTOS ? ORDER_SCHEMA_MESSAGES.disputeTooManyPhotos : null);
    if (problem) refused.push(`${file.name}: ${localizeApiText(problem)}`);
    else added.push({ file });
  }
  return { photos: [...current, ...added], refused };
}

/**
 * Photos of the problem for a dispute (docs/decisions/078-inline-form-errors-and-photo-errors.md):
 * up to four, each named; one the server refused is marked and its remove button is what a refused
 * send focuses.
 */
export function DisputePhotosField({
  photos,
  refused,
  onAdd,
  onRemove,
}: {
  photos: readonly DisputePhoto[];
  refused: readonly string[];
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
}) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div>
      <p className="block text-sm font-medium text-slate-700" id={`${id}-label`}>
        {t('orders.dispute.photos', { max: MAX_DISPUTE_PHOTOS })}
      </p>
      <ul className="mt-2 space-y-1" data-testid="dispute-photos" aria-labelledby={`${id}-label`}>
        {photos.map((photo, index) => (
          <li
            key={`${photo.file.name}-${index}`}
            className={`flex items-center justify-between gap-2 rounded-lg border px-3 py-1.5 text-sm ${photo.problem ? 'border-red-400 bg-red-50 text-red-800' : 'border-slate-200 text-slate-700'}`}
            data-testid={photo.problem ? 'bad-dispute-photo' : undefined}
          >
            <span className="min-w-0 truncate">{photo.problem ? localizeApiText(photo.problem) : photo.file.name}</span>
            <button
              type="button"
              onClick={() => onRemove(index)}
              data-invalid={photo.problem ? 'true' : undefined}
              aria-label={t('orders.dispute.removePhoto', { name: photo.file.name })}
              className="rounded px-2 py-0.5 text-slate-500 hover:bg-slate-100 hover:text-red-700"
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      {photos.length < MAX_DISPUTE_PHOTOS ? (
        <button
          type="button"
          onClick={() => input.current?.click()}
          className="mt-2 rounded-lg border border-dashed border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-600 hover:border-emerald-400 hover:text-emerald-700"
        >
          {t('orders.dispute.addPhotos')}
        </button>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        data-testid="dispute-photo-input"
        aria-label={t('orders.dispute.addPhotos')}
        onChange={(event) => {
          onAdd([...(event.currentTarget.files ?? [])]);
          event.currentTarget.value = '';
        }}
      />
      {refused.length ? (
        <div role="alert" className="mt-1 space-y-0.5 text-sm font-medium text-red-600">
          {refused.map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
