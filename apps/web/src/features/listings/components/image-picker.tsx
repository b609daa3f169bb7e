import { MAX_LISTING_IMAGES } from '@phonekade/shared/constants/limits';
import { listingImageFileError, MAX_IMAGES_MESSAGE, photoFieldIndex } from '@phonekade/shared/phones/phone.schemas';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/phone/icons.tsx';
import { localizeApiText, useT } from '@/lib/i18n/i18n.ts';

export interface NewImage {
  id: string;
  file: File;
  preview: string;
  /** What the server said is wrong with this photo (it names it), until it is removed. */
  problem?: string;
}

export interface ShownImage {
  id: string;
  preview: string;
  /** Already stored on the listing (edit form) rather than a new file. */
  existing: boolean;
  problem?: string;
}

/** A picked file that was not added, with the text saying why. */
export interface RejectedFile {
  name: string;
  problem: string;
}

let nextImageId = 1;

/**
 * Files picked for upload with their preview URLs. Adding checks the image rules file by file: the
 * good ones are added (up to six in all), each refused one is kept in `rejected` with its name and
 * why (only images, 10 MB each, at most six), until the next pick.
 */
export function useNewImages(alreadyKept: number) {
  const [images, setImages] = useState<NewImage[]>([]);
  const [rejected, setRejected] = useState<RejectedFile[]>([]);
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);
  // Previews are object URLs: give their memory back when the form goes away.
  useEffect(() => () => latest.current.forEach((image) => URL.revokeObjectURL(image.preview)), []);

  const add = (files: File[]): RejectedFile[] => {
    const refused: RejectedFile[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const problem =
        listingImageFileError(file) ??
        (alreadyKept + images.length + accepted.length >= MAX_LISTING_IMAGES ? MAX_IMAGES_MESSAGE : null);
      if (problem) refused.push({ name: file.name, problem });
      else accepted.push(file);
    }
    const added = accepted.map((file) => ({ id: `new-${nextImageId++}`, file, preview: URL.createObjectURL(file) }));
    if (added.length) setImages((current) => [...current, ...added]);
    setRejected(refused);
    return refused;
  };
  const remove = (id: string) => {
    setImages((current) => {
      const gone = current.find((image) => image.id === id);
      if (gone) URL.revokeObjectURL(gone.preview);
      return current.filter((image) => image.id !== id);
    });
  };
  /** Marks the photos the server refused, by their place among the files sent ('images.1' is the second). */
  const markProblems = (details: Readonly<Record<string, string | undefined>>) => {
    const byIndex = new Map<number, string>();
    for (const [key, message] of Object.entries(details)) {
      const index = photoFieldIndex(key);
      if (index !== null && message) byIndex.set(index, message);
    }
    if (byIndex.size === 0) return false;
    setImages((current) => current.map((image, index) => ({ ...image, problem: byIndex.get(index) ?? image.problem })));
    return true;
  };
  return { images, rejected, add, remove, markProblems };
}

interface ImagePickerProps {
  images: ShownImage[];
  onFiles: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** The images' own message (too few, too many), shown under the picker. */
  error?: string | null;
  /** Picked files that were not added. */
  rejected?: readonly RejectedFile[];
}

/**
 * The listing form's image area: up to six previews, the first is the cover; pick or drop files. A
 * photo the server refused is outlined and named under the previews; its remove button is what a
 * refused submit focuses (docs/decisions/078-inline-form-errors-and-photo-errors.md).
 */
export function ImagePicker({ images, onFiles, onRemove, error, rejected = [] }: ImagePickerProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const full = images.length >= MAX_LISTING_IMAGES;
  return (
    <div>
      <div className="grid grid-cols-3 gap-3 sm:grid-cols-6" data-testid="image-previews">
        {images.map((image, index) => (
          <div
            key={image.id}
            data-testid={image.problem ? 'bad-image' : undefined}
            className={`group relative aspect-square overflow-hidden rounded-xl border bg-slate-100 ${image.problem ? 'border-red-500 ring-4 ring-red-500/30' : 'border-slate-200'}`}
          >
            <img
              src={image.preview}
              alt={t('listings.images.preview', { number: index + 1 })}
              width={160}
              height={160}
              className="h-full w-full object-cover"
            />
            {index === 0 ? (
              <span className="absolute bottom-1 left-1 rounded bg-emerald-700 px-1.5 py-0.5 text-[10px] font-bold text-white uppercase">
                {t('listings.images.cover')}
              </span>
            ) : null}
            <button
              type="button"
              onClick={() => onRemove(image.id)}
              aria-label={t('listings.images.remove', { number: index + 1 })}
              data-invalid={image.problem ? 'true' : undefined}
              className="absolute top-1 right-1 flex h-7 w-7 items-center justify-center rounded-full bg-slate-900/70 text-sm text-white hover:bg-red-600"
            >
              ✕
            </button>
          </div>
        ))}
        {full ? null : (
          <button
            type="button"
            onClick={() => input.current?.click()}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(event) => {
              event.preventDefault();
              setDragging(false);
              onFiles([...(event.dataTransfer?.files ?? [])]);
            }}
            className={`flex aspect-square flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed text-center text-xs font-medium transition ${dragging ? 'border-emerald-500 bg-emerald-50 text-emerald-700' : 'border-slate-300 text-slate-500 hover:border-emerald-400 hover:text-emerald-700'}`}
          >
            <Icon name="plus" className="h-7 w-7" />
            {t('listings.images.add')}
          </button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        data-testid="image-input"
        aria-label={t('listings.images.add')}
        onChange={(event) => {
          onFiles([...(event.currentTarget.files ?? [])]);
          event.currentTarget.value = '';
        }}
      />
      <p className="mt-2 text-sm text-slate-500">
        {t('listings.images.hint', { count: images.length, max: MAX_LISTING_IMAGES })}
      </p>
      {error || rejected.length || images.some((image) => image.problem) ? (
        <div role="alert" className="mt-1 space-y-0.5 text-sm font-medium text-red-600" data-testid="image-errors">
          {images.map((image) => (image.problem ? <p key={image.id}>{localizeApiText(image.problem)}</p> : null))}
          {images.some((image) => image.problem) ? (
            <p className="font-normal text-slate-600">{t('listings.images.badOnServer')}</p>
          ) : null}
          {rejected.map((file, index) => (
            <p key={`${file.name}-${index}`}>
              {t('listings.images.fileProblem', { name: file.name, problem: localizeApiText(file.problem) })}
            </p>
          ))}
          {error ? (
            // Stands for the picker when a refused submit looks for the first thing to fix.
            <p tabIndex={-1} data-invalid="true" className="outline-none">
              {localizeApiText(error)}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
