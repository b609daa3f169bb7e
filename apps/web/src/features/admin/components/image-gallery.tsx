import type { PhoneImage as PhoneImageData } from '@phonekade/shared/phones/phone.types';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { PhoneImage } from '@/components/phone/phone-image.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

/** The listing's images: a cover and thumbnails; the cover opens a full-screen viewer. */
export function ImageGallery({ images, title }: { images: PhoneImageData[]; title: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const current = images[Math.min(index, images.length - 1)];

  if (!current) {
    return (
      <div className="flex aspect-square w-full items-center justify-center rounded-xl bg-slate-100 text-sm text-slate-500">
        {t('admin.gallery.noImages')}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={() => setViewerOpen(true)}
        aria-label={t('admin.gallery.open', { index: index + 1, count: images.length })}
        className="group relative aspect-square w-full overflow-hidden rounded-xl bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
      >
        <PhoneImage
          image={current}
          alt={title}
          variant="detail"
          className="transition-transform group-hover:scale-105"
        />
        <span className="absolute right-2 bottom-2 rounded-full bg-slate-900/70 px-2 py-0.5 text-xs text-white">
          {t('admin.gallery.counter', { index: index + 1, count: images.length })}
        </span>
      </button>
      {images.length > 1 ? (
        <div className="grid grid-cols-6 gap-1.5">
          {images.map((image, i) => (
            <button
              key={image.url}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t('admin.gallery.thumb', { index: i + 1 })}
              aria-pressed={i === index}
              className={`aspect-square overflow-hidden rounded-md border-2 ${i === index ? 'border-emerald-600' : 'border-transparent opacity-80 hover:opacity-100'}`}
            >
              <PhoneImage image={image} alt="" variant="thumb" />
            </button>
          ))}
        </div>
      ) : null}
      {viewerOpen ? (
        <FullScreenViewer
          images={images}
          title={title}
          index={index}
          onIndex={setIndex}
          onClose={() => setViewerOpen(false)}
        />
      ) : null}
    </div>
  );
}

function FullScreenViewer({
  images,
  title,
  index,
  onIndex,
  onClose,
}: {
  images: PhoneImageData[];
  title: string;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const t = useT();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const move = (step: number) => onIndex((index + step + count) % count);
  const image = images[index];

  // Focus goes into the viewer and back to whatever opened it; the page behind does not scroll.
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'Tab') {
      // Keep Tab inside the viewer.
      const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>('button') ?? [])];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={t('admin.gallery.viewer', { title })}
      onKeyDown={onKeyDown}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-0 z-[70] flex flex-col bg-slate-950"
    >
      <div className="flex items-center justify-between gap-3 px-4 py-3 text-white">
        <p className="truncate text-sm font-medium">{title}</p>
        <div className="flex items-center gap-3">
          <span className="text-sm tabular-nums" aria-live="polite">
            {t('admin.gallery.counter', { index: index + 1, count })}
          </span>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            className="rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
          >
            {t('admin.gallery.close')} ✕
          </button>
        </div>
      </div>
      <div
        className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4 sm:px-16"
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        {image ? (
          <img
            // A new element per image, so the previous one never lingers while the next loads.
            key={image.url}
            src={image.url}
            alt={`${title} (${index + 1}/${count})`}
            width={image.width}
            height={image.height}
            className="max-h-full max-w-full rounded object-contain"
          />
        ) : null}
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => move(-1)}
              aria-label={t('admin.gallery.previous')}
              className="absolute left-2 flex h-11 w-11 items-center justify-center rounded-full bg-white/15 text-2xl text-white hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-white sm:left-4"
            >
              ‹
            </button>
            <button
              type="button"
              onClick={() => move(1)}
              aria-label={t('admin.gallery.next')}
              className="absolute right-2 flex h-11 w-11 items-center justify-center rounded-full bg-white/15 text-2xl text-white hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-white sm:right-4"
            >
              ›
            </button>
          </>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
