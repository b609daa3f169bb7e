import type { PhoneModel } from './phone-models.ts';

// Product shots of the demo phones, drawn as SVG and rendered to WebP by sharp at seed time: no
// downloads, no stock photos, and each picture matches its listing's model and colour.

export type PhoneView = 'front' | 'back' | 'angle';

export const ART_SIZE = 800;

const PHONE_WIDTH = 300;
const PHONE_HEIGHT = 620;
const CORNER = 46;

interface Finish {
  base: string;
  /** Second colour of a gradient finish (Aurora, Twilight ...); solid when absent. */
  blend?: string;
}

// The published finishes of the models in phone-models.ts, as close as a flat colour gets.
const FINISHES: Record<string, Finish> = {
  '(PRODUCT)RED': { base: '#c8102e' },
  'Alpine Blue': { base: '#9fb8d6' },
  'Amber Yellow': { base: '#f1d38a' },
  'Astral Black': { base: '#1c1d21' },
  Aurora: { base: '#3ec7d8', blend: '#6a4cc9' },
  'Aurora Black': { base: '#1a1c22' },
  'Aurora Gray': { base: '#8e949c' },
  'Aurora White': { base: '#eef0f2' },
  'Awesome Graphite': { base: '#3b3d42' },
  'Awesome Lime': { base: '#d9ee9b' },
  'Awesome Violet': { base: '#c7b6dd' },
  'Awesome White': { base: '#f1f1ef' },
  Bay: { base: '#8fb6e0' },
  Black: { base: '#1d1d1f' },
  'Black Titanium': { base: '#3c3c3d' },
  Blue: { base: '#5b86b5' },
  'Blue Black': { base: '#1f2a3c' },
  'Blue Titanium': { base: '#3f4a5a' },
  'Breathing Crystal': { base: '#cfe3f1', blend: '#8fb4d8' },
  'Carmine Red': { base: '#8e1b2b' },
  Chalk: { base: '#ecebe4' },
  Charcoal: { base: '#34363a' },
  'Chromatic Gray': { base: '#7b7f85' },
  'Cloudy Blue': { base: '#7c9cc1' },
  'Clover Green': { base: '#6f8f6a' },
  'Cobalt Violet': { base: '#5b4a8b' },
  Cream: { base: '#efe6d2' },
  'Deep Purple': { base: '#4b3d57' },
  'Desert Titanium': { base: '#c4ab92' },
  'Eclipse Black': { base: '#1f2021' },
  'Emerald Forest': { base: '#25493c' },
  'Emerald Green': { base: '#1f6b52', blend: '#0f3d33' },
  'Eternal Green': { base: '#2f5f4e' },
  'Flowy Emerald': { base: '#2f7d66', blend: '#1c4d40' },
  'Forest Green': { base: '#3e5e45' },
  Gold: { base: '#f2dfc3' },
  Graphite: { base: '#4b4b4d' },
  Gray: { base: '#8a8d91' },
  Green: { base: '#7fa38a' },
  Hazel: { base: '#8c8f7a' },
  'Horizon Blue': { base: '#4f8fd9', blend: '#2d5fa8' },
  'Ice Blue': { base: '#a9c9e6' },
  'Ice White': { base: '#edf1f4' },
  'Illusion Sunset': { base: '#f2a65a', blend: '#c64b8c' },
  'Kinda Coral': { base: '#e9927e' },
  Lavender: { base: '#c9b9e0' },
  'Lavender Purple': { base: '#a48fcc' },
  Lemongrass: { base: '#e4e7a2' },
  'Light Blue': { base: '#a8cbe8' },
  'Light Green': { base: '#bfe0c5' },
  'Lunar Blue': { base: '#7d9fc2' },
  'Marble Grey': { base: '#c9c9c6' },
  'Marshmallow Blue': { base: '#b9cfe6' },
  'Meadow Green': { base: '#8fb59b' },
  Midnight: { base: '#232a35' },
  'Midnight Black': { base: '#1b1c20' },
  'Midnight Blue': { base: '#1f2d4d' },
  Mint: { base: '#c5e6d3' },
  'Mint Green': { base: '#a9dcc4' },
  'Morning Mist': { base: '#c9cdd2', blend: '#9ea6b0' },
  'Mystic Black': { base: '#25262a' },
  'Mystic Bronze': { base: '#c99f85' },
  'Mystic White': { base: '#eceae6' },
  'Natural Titanium': { base: '#bab4a9' },
  'Navy Blue': { base: '#2a3a5e' },
  'Nebula Green': { base: '#2f5a50' },
  Obsidian: { base: '#222326' },
  'Onyx Black': { base: '#26272a' },
  'Onyx Gray': { base: '#4e5257' },
  'Pacific Blue': { base: '#2f4c63' },
  'Pastel Lime': { base: '#d7ecaa' },
  'Phantom Black': { base: '#232323' },
  'Phantom Silver': { base: '#c7c9cc' },
  'Phantom White': { base: '#efefef' },
  'Pine Green': { base: '#2f5a46' },
  Pink: { base: '#f3c9cf' },
  'Pink Gold': { base: '#ebcdbd' },
  'Poco Yellow': { base: '#f7d23e' },
  Porcelain: { base: '#ece7dd' },
  Purple: { base: '#b9a7d6' },
  Rose: { base: '#e9b8b1' },
  Sage: { base: '#a7b59a' },
  'Sage Green': { base: '#a2b39b' },
  'Sapphire Blue': { base: '#2c5aa0', blend: '#1b3a6b' },
  'Sierra Blue': { base: '#a7c1d9' },
  'Silky Black': { base: '#1f1f21' },
  Silver: { base: '#e3e4e5' },
  Snow: { base: '#f3f3f1' },
  'So Grey': { base: '#6f7277' },
  'So Purple': { base: '#5d4a86' },
  'Sorta Seafoam': { base: '#b7d8c6' },
  'Space Black': { base: '#2a2a2c' },
  Starlight: { base: '#f0e9df' },
  'Starry Blue': { base: '#3f5fa8', blend: '#26386b' },
  'Stellar Black': { base: '#1e1f23' },
  'Stormy Black': { base: '#2b2c2f' },
  'Titan Black': { base: '#232427' },
  Twilight: { base: '#6f3fa8', blend: '#2f8fc4' },
  'Viva Magenta': { base: '#a53357' },
  'Volcanic Black': { base: '#262626' },
  White: { base: '#f5f5f7' },
  'White Titanium': { base: '#e6e3dd' },
  Yellow: { base: '#f3dd6d' },
};

const BRAND_ACCENTS: Record<string, string> = {
  Apple: '#3b82f6',
  Samsung: '#1d4ed8',
  Google: '#16a34a',
  OnePlus: '#e11d48',
  Xiaomi: '#f97316',
  Huawei: '#dc2626',
  Sony: '#7c3aed',
  LG: '#be185d',
  Motorola: '#0ea5e9',
  Nokia: '#2563eb',
};

export function finishOf(color: string): Finish {
  return FINISHES[color] ?? { base: '#6b7280' };
}

type CameraStyle = 'single' | 'diagonal' | 'apple-pro' | 'vertical' | 'ultra' | 'bar' | 'circle' | 'square' | 'flip';
type FrontStyle = 'notch' | 'island' | 'home-button' | 'punch-hole' | 'teardrop';

function cameraStyleOf(model: PhoneModel): CameraStyle {
  const name = model.model;
  if (model.brand === 'Apple') {
    if (name === 'iPhone XR' || name.startsWith('iPhone SE')) return 'single';
    return name.includes('Pro') ? 'apple-pro' : 'diagonal';
  }
  if (name.includes('Flip')) return 'flip';
  if (model.brand === 'Samsung') return name.includes('Ultra') ? 'ultra' : 'vertical';
  if (model.brand === 'Google') return 'bar';
  if (name === 'OnePlus 11' || name === 'OnePlus 12' || name === 'Nova 9' || name === 'Xiaomi 13T') return 'circle';
  if (['Sony', 'LG'].includes(model.brand) || name.startsWith('Nord') || name.startsWith('Moto')) return 'vertical';
  return 'square';
}

function frontStyleOf(model: PhoneModel): FrontStyle {
  const name = model.model;
  if (model.brand === 'Apple') {
    if (name.startsWith('iPhone SE')) return 'home-button';
    return /iPhone 1[56]|14 Pro/.test(name) ? 'island' : 'notch';
  }
  if (['Y9 Prime 2019', 'Mate 20 Pro', 'G8 ThinQ'].includes(name)) return 'notch';
  if (['Galaxy A14', 'Galaxy A15', 'Redmi 13C'].includes(name)) return 'teardrop';
  return 'punch-hole';
}

/** How many lenses the back shows, read from the published camera spec ('12MP + 12MP', '50MP triple'). */
export function lensCount(camera: string): number {
  if (/quad/i.test(camera)) return 4;
  if (/triple/i.test(camera)) return 3;
  if (/dual/i.test(camera)) return 2;
  return camera.split('+').length;
}

// --- colour helpers ---------------------------------------------------------------------------

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.max(0, Math.min(255, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `a` moved towards `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return hex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

function luminance(color: string): number {
  const [r, g, b] = rgb(color);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// --- drawing ----------------------------------------------------------------------------------

const FONT = `font-family="sans-serif"`;

function lens(cx: number, cy: number, r: number, ring: string, id: string): string {
  return `
    <circle cx="${cx}" cy="${cy}" r="${r + 4}" fill="${ring}" opacity="0.9"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="#0b0d12" stroke="#3a3f4a" stroke-width="3"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="url(#${id}-glass)"/>
    <circle cx="${cx - r * 0.25}" cy="${cy - r * 0.28}" r="${r * 0.16}" fill="#ffffff" opacity="0.55"/>`;
}

const flash = (cx: number, cy: number, r = 7) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#f6efd8" stroke="#c9c2a8" stroke-width="1.5"/>`;

function cameraModule(model: PhoneModel, body: string, id: string): string {
  const count = lensCount(model.camera);
  const dark = luminance(body) < 0.35;
  const bump = dark ? mix(body, '#ffffff', 0.1) : mix(body, '#000000', 0.08);
  const ring = dark ? mix(body, '#ffffff', 0.2) : mix(body, '#000000', 0.18);
  const edge = dark ? 'rgba(255,255,255,0.14)' : 'rgba(0,0,0,0.12)';
  switch (cameraStyleOf(model)) {
    case 'single':
      return `${lens(62, 62, 24, ring, id)}${flash(104, 62)}`;
    case 'diagonal':
      return `<rect x="24" y="24" width="132" height="132" rx="34" fill="${bump}" stroke="${edge}" stroke-width="2"/>
        ${lens(64, 64, 24, ring, id)}${lens(116, 116, 24, ring, id)}${flash(116, 62)}`;
    case 'apple-pro':
      return `<rect x="22" y="22" width="150" height="150" rx="38" fill="${bump}" stroke="${edge}" stroke-width="2"/>
        ${lens(62, 62, 26, ring, id)}${lens(62, 132, 26, ring, id)}${lens(128, 97, 26, ring, id)}
        ${flash(130, 44)}<circle cx="130" cy="150" r="8" fill="#15171c"/>`;
    case 'vertical': {
      const lenses = Array.from({ length: count }, (_, i) => lens(60, 64 + i * 62, 22, ring, id)).join('');
      return `${lenses}${flash(106, 64)}`;
    }
    case 'ultra': {
      const lenses = [0, 1, 2].map((i) => lens(62, 66 + i * 64, 24, ring, id)).join('');
      return `${lenses}${lens(116, 98, 16, ring, id)}${flash(116, 60)}`;
    }
    case 'bar': {
      const barColor = dark ? '#0e0f12' : mix(body, '#000000', 0.7);
      const lenses = Array.from({ length: Math.min(count, 3) }, (_, i) =>
        lens(70 + i * 58, 150, 20, barColor, id),
      ).join('');
      return `<rect x="-2" y="112" width="${PHONE_WIDTH + 4}" height="76" rx="36" fill="${barColor}" stroke="${edge}" stroke-width="2"/>
        ${lenses}${flash(250, 150, 6)}`;
    }
    case 'circle': {
      const positions = [
        [120, 78],
        [84, 140],
        [156, 140],
        [120, 118],
      ].slice(0, Math.min(count, 3));
      return `<circle cx="120" cy="116" r="86" fill="${mix(body, '#000000', dark ? 0.35 : 0.55)}" stroke="${ring}" stroke-width="6"/>
        ${positions.map(([x, y]) => lens(x ?? 0, y ?? 0, 22, ring, id)).join('')}${flash(176, 72, 6)}`;
    }
    case 'flip':
      return `<rect x="16" y="16" width="${PHONE_WIDTH - 32}" height="${PHONE_HEIGHT / 2 - 40}" rx="34" fill="#0b0d12"/>
        <rect x="30" y="120" width="${PHONE_WIDTH - 60}" height="120" rx="20" fill="url(#${id}-wall)" opacity="0.9"/>
        <text x="${PHONE_WIDTH / 2}" y="190" ${FONT} font-size="38" font-weight="300" fill="#ffffff" text-anchor="middle">9:41</text>
        ${lens(62, 62, 22, '#23262e', id)}${lens(122, 62, 22, '#23262e', id)}${flash(172, 62, 6)}
        <rect x="0" y="${PHONE_HEIGHT / 2 - 6}" width="${PHONE_WIDTH}" height="12" fill="${mix(body, '#000000', 0.25)}"/>`;
    case 'square': {
      const grid = [
        [62, 64],
        [62, 128],
        [122, 64],
        [122, 128],
      ].slice(0, count);
      return `<rect x="22" y="22" width="142" height="150" rx="30" fill="${bump}" stroke="${edge}" stroke-width="2"/>
        ${grid.map(([x, y]) => lens(x ?? 0, y ?? 0, 22, ring, id)).join('')}${count < 4 ? flash(122, 128) : ''}`;
    }
  }
}

function appleMark(cx: number, cy: number, fill: string): string {
  // A simple apple silhouette: two lobes, a bite and a leaf.
  return `<g transform="translate(${cx - 30} ${cy - 36})" fill="${fill}">
      <path d="M30 20 C 18 10, 0 14, 0 36 C 0 58, 14 74, 24 74 C 28 74, 30 72, 30 72 C 30 72, 32 74, 36 74 C 46 74, 60 58, 60 44 C 52 40, 50 28, 56 22 C 50 14, 40 12, 30 20 Z"/>
      <path d="M30 16 C 30 6, 38 0, 44 0 C 44 8, 38 14, 30 16 Z"/>
    </g>`;
}

function brandMark(model: PhoneModel, body: string): string {
  const ink = luminance(body) > 0.6 ? 'rgba(30,41,59,0.55)' : 'rgba(255,255,255,0.62)';
  const centre = PHONE_WIDTH / 2;
  if (model.brand === 'Apple') return appleMark(centre, PHONE_HEIGHT * 0.48, ink);
  if (model.brand === 'Google') {
    return `<text x="${centre}" y="${PHONE_HEIGHT * 0.62}" ${FONT} font-size="48" font-weight="700" fill="${ink}" text-anchor="middle">G</text>`;
  }
  const word = model.brand === 'OnePlus' ? '1+' : model.brand.toUpperCase();
  const size = word.length > 6 ? 24 : 28;
  const spacing = word.length > 2 ? 6 : 0;
  return `<text x="${centre}" y="${PHONE_HEIGHT * 0.82}" ${FONT} font-size="${size}" font-weight="700" letter-spacing="${spacing}" fill="${ink}" text-anchor="middle">${escapeXml(word)}</text>`;
}

// Lock-screen wallpapers for phones in black, white, silver and grey, so a page of them is not all
// one colour.
const WALLPAPERS = ['#6366f1', '#ec4899', '#f59e0b', '#10b981', '#0ea5e9', '#8b5cf6', '#ef4444', '#14b8a6'];

function saturation(color: string): number {
  const channels = rgb(color);
  return (Math.max(...channels) - Math.min(...channels)) / 255;
}

/** The same hue, saturated and at mid lightness: a pastel finish still gets a rich wallpaper. */
function vivid(color: string): string {
  const [r, g, b] = rgb(color).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  let hue = 0;
  if (delta > 0) {
    if (max === r) hue = ((g - b) / delta + 6) % 6;
    else if (max === g) hue = (b - r) / delta + 2;
    else hue = (r - g) / delta + 4;
  }
  const saturationHsl = 0.62;
  const lightness = 0.5;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturationHsl;
  const x = chroma * (1 - Math.abs((hue % 2) - 1));
  const m = lightness - chroma / 2;
  const sector = Math.floor(hue) % 6;
  const [rr, gg, bb] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ][sector] as [number, number, number];
  return hex([(rr + m) * 255, (gg + m) * 255, (bb + m) * 255]);
}

function wallpaperOf(finish: Finish, accent: string, seed: string): string {
  const tint = finish.blend ?? finish.base;
  if (saturation(tint) > 0.12) return vivid(tint);
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return WALLPAPERS[hash % WALLPAPERS.length] ?? accent;
}

function gradients(id: string, finish: Finish, accent: string, wallpaperSeed: string): string {
  const blend = finish.blend ?? mix(finish.base, luminance(finish.base) > 0.5 ? '#000000' : '#ffffff', 0.12);
  const wallTop = wallpaperOf(finish, accent, wallpaperSeed);
  return `
    <linearGradient id="${id}-body" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${mix(finish.base, '#ffffff', 0.12)}"/>
      <stop offset="0.55" stop-color="${finish.base}"/>
      <stop offset="1" stop-color="${blend}"/>
    </linearGradient>
    <linearGradient id="${id}-frame" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${mix(finish.base, '#000000', 0.25)}"/>
      <stop offset="0.5" stop-color="${mix(finish.base, '#ffffff', 0.25)}"/>
      <stop offset="1" stop-color="${mix(finish.base, '#000000', 0.25)}"/>
    </linearGradient>
    <linearGradient id="${id}-wall" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="${mix(wallTop, '#ffffff', 0.15)}"/>
      <stop offset="0.5" stop-color="${mix(wallTop, '#0b1020', 0.45)}"/>
      <stop offset="1" stop-color="#0b1020"/>
    </linearGradient>
    <radialGradient id="${id}-glow" cx="0.75" cy="0.3" r="0.6">
      <stop offset="0" stop-color="${mix(wallTop, '#ffffff', 0.45)}" stop-opacity="0.7"/>
      <stop offset="1" stop-color="${wallTop}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="${id}-glass" cx="0.4" cy="0.35" r="0.7">
      <stop offset="0" stop-color="#3b4f7a"/>
      <stop offset="0.6" stop-color="#111827"/>
      <stop offset="1" stop-color="#05070b"/>
    </radialGradient>
    <linearGradient id="${id}-sheen" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/>
      <stop offset="0.45" stop-color="#ffffff" stop-opacity="0.04"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </linearGradient>`;
}

function frontFace(model: PhoneModel, finish: Finish, id: string, caption: { title: string; detail: string }): string {
  const style = frontStyleOf(model);
  const homeButton = style === 'home-button';
  const screen = homeButton
    ? { x: 18, y: 92, w: PHONE_WIDTH - 36, h: PHONE_HEIGHT - 184, r: 4 }
    : { x: 14, y: 14, w: PHONE_WIDTH - 28, h: PHONE_HEIGHT - 28, r: CORNER - 12 };
  const centre = PHONE_WIDTH / 2;
  const cutout = {
    notch: `<path d="M${centre - 70} 14 h140 v8 c0 14 -8 22 -22 22 h-96 c-14 0 -22 -8 -22 -22 z" fill="#000"/>`,
    island: `<rect x="${centre - 46}" y="26" width="92" height="26" rx="13" fill="#000"/>`,
    'punch-hole': `<circle cx="${centre}" cy="36" r="9" fill="#000"/><circle cx="${centre - 2}" cy="34" r="2.5" fill="#1e293b"/>`,
    teardrop: `<path d="M${centre - 22} 14 h44 c-8 0 -10 8 -10 12 a12 12 0 0 1 -24 0 c0 -4 -2 -12 -10 -12 z" fill="#000"/>`,
    'home-button': `<rect x="${centre - 30}" y="44" width="60" height="7" rx="3.5" fill="#2a2d33"/><circle cx="${centre - 52}" cy="47" r="6" fill="#1b1d22"/>
      <circle cx="${centre}" cy="${PHONE_HEIGHT - 46}" r="27" fill="none" stroke="#3a3d44" stroke-width="4"/>`,
  }[style];
  const clockY = screen.y + 120;
  const textBottom = screen.y + screen.h - 70;
  return `
    <rect x="0" y="0" width="${PHONE_WIDTH}" height="${PHONE_HEIGHT}" rx="${CORNER}" fill="url(#${id}-frame)"/>
    <rect x="5" y="5" width="${PHONE_WIDTH - 10}" height="${PHONE_HEIGHT - 10}" rx="${CORNER - 4}" fill="#0a0a0d"/>
    <clipPath id="${id}-screen"><rect x="${screen.x}" y="${screen.y}" width="${screen.w}" height="${screen.h}" rx="${screen.r}"/></clipPath>
    <g clip-path="url(#${id}-screen)">
      <rect x="${screen.x}" y="${screen.y}" width="${screen.w}" height="${screen.h}" fill="url(#${id}-wall)"/>
      <rect x="${screen.x}" y="${screen.y}" width="${screen.w}" height="${screen.h}" fill="url(#${id}-glow)"/>
      <circle cx="${screen.x + screen.w * 0.15}" cy="${screen.y + screen.h * 0.8}" r="${screen.w * 0.7}" fill="#ffffff" opacity="0.06"/>
      <circle cx="${screen.x + screen.w * 1.05}" cy="${screen.y + screen.h * 0.55}" r="${screen.w * 0.45}" fill="${finish.blend ?? finish.base}" opacity="0.22"/>
    </g>
    ${cutout}
    <text x="${centre}" y="${clockY}" ${FONT} font-size="74" font-weight="300" fill="#ffffff" text-anchor="middle">9:41</text>
    <text x="${centre}" y="${clockY + 34}" ${FONT} font-size="18" fill="#ffffff" fill-opacity="0.85" text-anchor="middle">Monday, 17 June</text>
    <text x="${centre}" y="${textBottom}" ${FONT} font-size="${caption.title.length > 16 ? 20 : 24}" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(caption.title)}</text>
    <text x="${centre}" y="${textBottom + 26}" ${FONT} font-size="15" fill="#ffffff" fill-opacity="0.8" text-anchor="middle">${escapeXml(caption.detail)}</text>
    ${homeButton ? '' : `<rect x="${centre - 56}" y="${screen.y + screen.h - 20}" width="112" height="6" rx="3" fill="#ffffff" opacity="0.75"/>`}
    <path d="M${screen.x} ${screen.y + screen.r} L${screen.x + screen.w * 0.62} ${screen.y} L${screen.x + screen.w} ${screen.y} L${screen.x + screen.w} ${screen.y + screen.h * 0.18} L${screen.x} ${screen.y + screen.h * 0.62} Z" fill="#ffffff" opacity="0.05"/>`;
}

function backFace(model: PhoneModel, finish: Finish, id: string): string {
  return `
    <rect x="0" y="0" width="${PHONE_WIDTH}" height="${PHONE_HEIGHT}" rx="${CORNER}" fill="url(#${id}-frame)"/>
    <rect x="4" y="4" width="${PHONE_WIDTH - 8}" height="${PHONE_HEIGHT - 8}" rx="${CORNER - 3}" fill="url(#${id}-body)"/>
    <rect x="4" y="4" width="${PHONE_WIDTH - 8}" height="${PHONE_HEIGHT - 8}" rx="${CORNER - 3}" fill="url(#${id}-sheen)"/>
    ${cameraModule(model, finish.base, id)}
    ${brandMark(model, finish.base)}`;
}

// Stacked translucent outlines instead of an SVG blur filter: it looks the same at this size and
// renders about ten times faster, which keeps the first start quick.
function softShadow(): string {
  return Array.from({ length: 7 }, (_, i) => {
    const grow = (i + 1) * 4;
    return `<rect x="${-grow}" y="${14 - grow + i * 2}" width="${PHONE_WIDTH + grow * 2}" height="${PHONE_HEIGHT + grow * 2}" rx="${CORNER + grow}" fill="#0f172a" opacity="0.035"/>`;
  }).join('');
}

export interface PhoneArtInput {
  model: PhoneModel;
  color: string;
  storage: string;
  view: PhoneView;
}

/** The listing title the seed gives a model: 'iPhone 13', 'Samsung Galaxy S22', 'OnePlus 11'. */
export function displayName(model: PhoneModel): string {
  if (model.brand === 'Apple' || model.model.startsWith(model.brand)) return model.model;
  return `${model.brand} ${model.model}`;
}

/** An 800x800 SVG product shot of the phone in its colour: front, back, or both at an angle. */
export function phoneSvg({ model, color, storage, view }: PhoneArtInput): string {
  const finish = finishOf(color);
  const accent = BRAND_ACCENTS[model.brand] ?? '#10b981';
  const backdropTop = mix(finish.base, '#ffffff', 0.86);
  const backdropBottom = mix(mix(finish.base, accent, 0.3), '#ffffff', 0.7);
  const caption = { title: model.model, detail: `${storage} · ${color}` };
  const defs = gradients('p', finish, accent, `${model.model}${color}`);
  const left = (ART_SIZE - PHONE_WIDTH) / 2;
  const top = 70;

  let scene: string;
  if (view === 'angle') {
    scene = `
      <g transform="translate(170 120) rotate(-9 ${PHONE_WIDTH / 2} ${PHONE_HEIGHT / 2}) scale(0.88)">${softShadow()}${backFace(model, finish, 'p')}</g>
      <g transform="translate(350 100) rotate(7 ${PHONE_WIDTH / 2} ${PHONE_HEIGHT / 2}) scale(0.88)">${softShadow()}${frontFace(model, finish, 'p', caption)}</g>`;
  } else {
    const face = view === 'front' ? frontFace(model, finish, 'p', caption) : backFace(model, finish, 'p');
    scene = `<g transform="translate(${left} ${top})">${softShadow()}${face}</g>`;
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_SIZE}" height="${ART_SIZE}" viewBox="0 0 ${ART_SIZE} ${ART_SIZE}">
  <defs>
    ${defs}
    <linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${backdropTop}"/>
      <stop offset="1" stop-color="${backdropBottom}"/>
    </linearGradient>
    <radialGradient id="floor">
      <stop offset="0" stop-color="#0f172a" stop-opacity="0.28"/>
      <stop offset="1" stop-color="#0f172a" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${ART_SIZE}" height="${ART_SIZE}" fill="url(#backdrop)"/>
  <ellipse cx="${ART_SIZE / 2}" cy="${top + PHONE_HEIGHT + 20}" rx="230" ry="26" fill="url(#floor)"/>
  ${scene}
  <text x="${ART_SIZE / 2}" y="${ART_SIZE - 30}" ${FONT} font-size="22" fill="#334155" fill-opacity="0.8" text-anchor="middle">${escapeXml(`${displayName(model)} · ${color}`)}</text>
</svg>`;
}
