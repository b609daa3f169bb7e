import type { PhoneImage as PhoneImageData } from '@phonekade/shared/phones/phone.types';
import { useState } from 'react';
import { useT } from '@/lib/i18n/i18n.ts';
import { imageSrcSet } from './image-sources.ts';

const PLACEHOLDER = '/placeholder-phone.svg';

interface PhoneImageProps {
  image: PhoneImageData | undefined;
  alt: string;
  /** card: the thumbnail, and 'Image not available' on failure; detail: full size, placeholder on failure. */
  variant: 'card' | 'detail' | 'thumb';
  /** The LCP candidate above the fold: loaded at once and first (fetchpriority high), not lazily. */
  priority?: boolean;
  /** How wide the image is drawn (image-sources.ts); the browser picks the file from `srcset` with it. */
  sizes?: string;
  className?: string;
}

/**
 * A listing image inside a frame whose box is fixed by its parent (aspect-square), with width and
 * height set from the stored size, so nothing shifts while it loads.
 */
export function PhoneImage({ image, alt, variant, priority = false, sizes, className = '' }: PhoneImageProps) {
  const t = useT();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = image ? (variant === 'detail' ? image.url : image.thumbUrl) : PLACEHOLDER;
  const failed = failedSrc === src;

  if (failed && variant === 'card') {
    return (
      <div
        className={`flex h-full w-full flex-col items-center justify-center gap-2 bg-slate-100 text-slate-500 ${className}`}
      >
        <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden>
          <path d="M4 16l4.6-4.6a2 2 0 0 1 2.8 0L16 16m-2-2 1.6-1.6a2 2 0 0 1 2.8 0L20 14M4 20h16a0 0 0 0 0 0 0V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v14Z" />
        </svg>
        <span className="text-xs font-medium">{t('phone.imageNotAvailable')}</span>
      </div>
    );
  }
  return (
    <img
      src={failed ? PLACEHOLDER : src}
      srcSet={failed || !image || !sizes ? undefined : imageSrcSet(image)}
      alt={alt}
      width={image?.width ?? 400}
      height={image?.height ?? 400}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailedSrc(src)}
      className={`h-full w-full object-cover ${className}`}
    />
  );
}
