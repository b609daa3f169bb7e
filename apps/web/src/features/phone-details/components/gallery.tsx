import { MAX_THUMBNAILS } from '@phonekade/shared/constants/limits';
import type { PhoneImage as PhoneImageData } from '@phonekade/shared/phones/phone.types';
import type { ReactNode } from 'react';
import { DETAIL_SIZES, GALLERY_THUMB_SIZES } from '@/components/phone/image-sources.ts';
import { PhoneImage } from '@/components/phone/phone-image.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

interface GalleryProps {
  images: PhoneImageData[];
  title: string;
  index: number;
  onSelect: (index: number) => void;
  overlay?: ReactNode;
}

/** The detail page's main image and its first four thumbnails. */
export function Gallery({ images, title, index, onSelect, overlay }: GalleryProps) {
  const t = useT();
  const current = images[index] ?? images[0];
  const thumbnails = images.slice(0, MAX_THUMBNAILS);
  return (
    <div>
      <div
        className="relative aspect-square overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
        data-testid="gallery-main"
      >
        <PhoneImage
          key={current?.url ?? 'placeholder'}
          image={current}
          alt={title}
          variant="detail"
          priority
          sizes={DETAIL_SIZES}
          className="object-contain"
        />
        {overlay}
        {images.length > 1 ? (
          <span className="absolute right-3 bottom-3 rounded-full bg-slate-900/70 px-2.5 py-1 text-xs font-medium text-white">
            {index + 1} / {images.length}
          </span>
        ) : null}
      </div>
      {thumbnails.length > 1 ? (
        <div className="mt-3 grid grid-cols-4 gap-3" role="group" aria-label={t('details.gallery')}>
          {thumbnails.map((image, i) => (
            <button
              key={image.url}
              type="button"
              onClick={() => onSelect(i)}
              aria-label={t('details.showImage', { number: i + 1 })}
              aria-current={i === index}
              className={`aspect-square overflow-hidden rounded-xl border-2 bg-white transition ${i === index ? 'border-emerald-600 ring-2 ring-emerald-600/20' : 'border-transparent opacity-80 hover:opacity-100'}`}
            >
              <PhoneImage image={image} alt="" variant="thumb" sizes={GALLERY_THUMB_SIZES} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
