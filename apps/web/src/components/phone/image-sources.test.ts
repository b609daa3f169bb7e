import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './image-sources.ts';

const landscape = {
  url: '/uploads/phones/a.webp',
  thumbUrl: '/uploads/phones/a-thumb.webp',
  width: 1600,
  height: 1200,
};

describe('the srcset of a listing picture', () => {
  it('offers the thumbnail at the width it was made to and the full picture at its own width', () => {
    expect(imageSrcSet(landscape)).toBe('/uploads/phones/a-thumb.webp 400w, /uploads/phones/a.webp 1600w');
  });

  it('gives a portrait picture its thumbnail’s real width, not the 400 px of its height', () => {
    expect(imageSrcSet({ ...landscape, width: 600, height: 800 })).toBe(
      '/uploads/phones/a-thumb.webp 300w, /uploads/phones/a.webp 600w',
    );
  });

  it('adds the copies made at upload, narrowest first, before the full picture', () => {
    const variants = [
      { width: 320, url: '/uploads/phones/a-320w.webp' },
      { width: 640, url: '/uploads/phones/a-640w.webp' },
      { width: 1080, url: '/uploads/phones/a-1080w.webp' },
    ];
    expect(imageSrcSet({ ...landscape, variants })).toBe(
      '/uploads/phones/a-320w.webp 320w, /uploads/phones/a-thumb.webp 400w, /uploads/phones/a-640w.webp 640w, ' +
        '/uploads/phones/a-1080w.webp 1080w, /uploads/phones/a.webp 1600w',
    );
  });

  it('leaves out a copy that claims to be as wide as the picture itself or wider', () => {
    const variants = [
      { width: 640, url: '/uploads/phones/b-640w.webp' },
      { width: 1080, url: '/uploads/phones/b-1080w.webp' },
    ];
    expect(imageSrcSet({ ...landscape, width: 800, height: 800, variants })).toBe(
      '/uploads/phones/a-thumb.webp 400w, /uploads/phones/b-640w.webp 640w, /uploads/phones/a.webp 800w',
    );
  });

  it('keeps copies on a CDN as the API gives them', () => {
    const cdn = 'https://cdn.phonekade.test/phones';
    const image = {
      url: `${cdn}/c.webp`,
      thumbUrl: `${cdn}/c-thumb.webp`,
      width: 1000,
      height: 750,
      variants: [
        { width: 320, url: `${cdn}/c-320w.webp` },
        { width: 640, url: `${cdn}/c-640w.webp` },
      ],
    };
    expect(imageSrcSet(image)).toBe(
      `${cdn}/c-320w.webp 320w, ${cdn}/c-thumb.webp 400w, ${cdn}/c-640w.webp 640w, ${cdn}/c.webp 1000w`,
    );
  });

  it('has none for a picture with one file only or no known size', () => {
    expect(imageSrcSet({ ...landscape, thumbUrl: landscape.url })).toBeUndefined();
    expect(imageSrcSet({ ...landscape, width: 400, height: 300 })).toBeUndefined();
    expect(imageSrcSet({ ...landscape, width: 0, height: 0 })).toBeUndefined();
  });
});
