import { MAX_LISTING_IMAGES } from '@phonekade/shared/constants/limits';
import { listingImageFileError, MAX_IMAGES_MESSAGE } from '@phonekade/shared/phones/phone.schemas';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/phone/icons.tsx';
import { localizeApiText, useT } from '@/lib/i18n/i18n.ts';

export interface NewImage {
  id: string;
  file: File;
  preview: string;
}

export interface ShownImage {
  id: string;
  preview: string;
  /** Already stored on the listing (edit form) rather than a new file. */
  existing: boolean;
}

let nextImageId = 1;

/**
 * Files picked for upload with their preview URLs. Adding checks the image rules and answers the text
 * of the first broken one (only images, 10 MB each, at most six in all) without adding anything.
 */
export function useNewImages(alreadyKept: number) {
  const [images, setImages] = useState<NewImage[]>([]);
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);
  // Previews are object URLs: give their memory back when the form goes away.
  useEffect(() => () => latest.current.forEach((image) => URL.revokeObjectURL(image.preview)), []);

  const add = (files: File[]): string | null => {
    for (const file of files) {
      const problem = listingImageFileError(file);
      if (problem) return problem;
    }
    if (alreadyKept + images.length + files.length > MAX_LISTING_IMAGES) return MAX_IMAGES_MESSAGE;
    const added = files.map((file) => ({ id: `new-${nextImageId++}`, file, preview: URL.createObjectURL(file) }));
    setImages((current) => [...current, ...added]);
    return null;
  };
  const remove = (id: string) => {
    setImages((current) => {
      const gone = current.find((image) => image.id === id);
      if (gone) URL.revokeObjectURL(gone.preview);
      return current.filter((image) => image.id !== id);
    });
  };
  return { images, add, remove };
}

interface ImagePickerProps {
  images: ShownImage[];
  onFiles: (files: File[]) => void;
  onRemove: (id: string) => void;
  error?: string | null;
}

/** The listing form's image area: up to six previews, the first is the cover; pick or drop files. */
export function ImagePicker({ images, onFiles, onRemove, error }: ImagePickerProps) {
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
            className="group relative aspect-square overflow-hidden rounded-xl border border-slate-200 bg-slate-100"
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
              onFiles([...event.dataTransfer.files]);
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
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <p className="mt-2 text-sm text-slate-500">
        {t('listings.images.hint', { count: images.length, max: MAX_LISTING_IMAGES })}
      </p>
      {error ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-600">
          {localizeApiText(error)}
        </p>
      ) : null}
    </div>
  );
}
