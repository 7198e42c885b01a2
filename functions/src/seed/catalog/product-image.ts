import { BRANDS } from './brands';
import type { CatalogProduct } from './types';

/**
 * Illustrations made for the catalog: a stylised package per category (pump bottle, toner bottle,
 * dropper, jar, tube, sachet) in the brand's colour, labelled with the product's short name.
 * Pure and deterministic: the same product always gives the same SVG, so images can be generated
 * at seed time and served as static files. Nothing is downloaded.
 */
export type ImageProduct = Pick<CatalogProduct, 'id' | 'name' | 'brand'> & { category: string };

const SIZE = 400;
const MAX_LINE_CHARS = 15;
const MAX_LINES = 3;

const CATEGORY_TINT: Record<string, string> = {
  cleansers: '#DCEFF2',
  toners: '#E3F2E6',
  serums: '#F5E3CF',
  moisturizers: '#F6F2EC',
  sunscreens: '#FFF1CC',
  masks: '#ECE3F5',
};

const CATEGORY_LABEL: Record<string, string> = {
  cleansers: 'Limpeza',
  toners: 'Tônico',
  serums: 'Sérum',
  moisturizers: 'Hidratante',
  sunscreens: 'Proteção solar',
  masks: 'Máscara',
};

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619) >>> 0;
  return h;
}

const toRgb = (hex: string) =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const toHex = (rgb: number[]) =>
  `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/** Blends two #RRGGBB colours; `t` is the share of `b`. */
function mix(a: string, b: string, t: number): string {
  const [x, y] = [toRgb(a), toRgb(b)];
  return toHex(x.map((v, i) => v + ((y[i] as number) - v) * t));
}

/** The brand's colour, or a stable one derived from its name for brands outside the sample set. */
function brandColour(brand: string): string {
  const known = Object.values(BRANDS).find((b) => b.name === brand);
  if (known) return known.colour;
  const palette = Object.values(BRANDS).map((b) => b.colour);
  return palette[hash(brand) % palette.length] as string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

/** The name without its ingredient tail: 'Sérum Niacinamida 10% e Zinco' stays, '… com Ácido Salicílico' goes. */
export function shortProductName(name: string): string {
  const [head] = name.split(/\s+com\s+/i);
  return (head ?? name).trim();
}

/** Greedy word wrap into at most MAX_LINES lines; an overflowing last line ends with '…'. */
export function wrapName(text: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && `${current} ${word}`.length > MAX_LINE_CHARS) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= MAX_LINES) return lines;
  const kept = lines.slice(0, MAX_LINES);
  kept[MAX_LINES - 1] = `${kept[MAX_LINES - 1]}…`;
  return kept;
}

interface Package {
  shape: string;
  /** SVG of the package itself, drawn with body and cap colours. */
  draw: (body: string, cap: string) => string;
  /** Where the label sits: centre y of its top edge and its width. */
  label: { top: number; width: number };
}

const PACKAGES: Record<string, Package> = {
  cleansers: {
    shape: 'pump-bottle',
    draw: (body, cap) =>
      `<rect x="120" y="150" width="160" height="210" rx="26" fill="${body}"/>` +
      `<rect x="172" y="124" width="56" height="30" rx="4" fill="${cap}"/>` +
      `<rect x="194" y="96" width="12" height="30" fill="${cap}"/>` +
      `<rect x="166" y="82" width="72" height="18" rx="6" fill="${cap}"/><rect x="234" y="86" width="30" height="9" rx="3" fill="${cap}"/>`,
    label: { top: 180, width: 140 },
  },
  toners: {
    shape: 'bottle',
    draw: (body, cap) =>
      `<rect x="125" y="128" width="150" height="232" rx="22" fill="${body}"/>` +
      `<rect x="176" y="100" width="48" height="32" fill="${body}"/>` +
      `<rect x="166" y="58" width="68" height="46" rx="6" fill="${cap}"/>`,
    label: { top: 165, width: 136 },
  },
  serums: {
    shape: 'dropper',
    draw: (body, cap) =>
      `<rect x="128" y="170" width="144" height="190" rx="24" fill="${body}"/>` +
      `<rect x="178" y="148" width="44" height="26" fill="${body}"/>` +
      `<rect x="168" y="124" width="64" height="28" rx="4" fill="${cap}"/>` +
      `<ellipse cx="200" cy="98" rx="22" ry="32" fill="${cap}"/>`,
    label: { top: 195, width: 130 },
  },
  moisturizers: {
    shape: 'jar',
    draw: (body, cap) =>
      `<rect x="92" y="212" width="216" height="148" rx="26" fill="${body}"/>` +
      `<rect x="84" y="166" width="232" height="54" rx="14" fill="${cap}"/>`,
    label: { top: 232, width: 180 },
  },
  sunscreens: {
    shape: 'tube',
    draw: (body, cap) =>
      `<rect x="110" y="60" width="180" height="20" rx="4" fill="${mix(body, cap, 0.25)}"/>` +
      `<path d="M114 78 L286 78 L256 300 L144 300 Z" fill="${body}"/>` +
      `<rect x="158" y="298" width="84" height="62" rx="10" fill="${cap}"/>`,
    label: { top: 104, width: 148 },
  },
  masks: {
    shape: 'sachet',
    draw: (body, cap) => {
      const teeth = Array.from({ length: 10 }, (_, i) => `L${110 + i * 20} 70 L${120 + i * 20} 82`).join(' ');
      return (
        `<path d="M100 82 ${teeth} L300 82 L300 346 Q300 360 286 360 L114 360 Q100 360 100 346 Z" fill="${body}"/>` +
        `<rect x="100" y="300" width="200" height="16" fill="${cap}"/>`
      );
    },
    label: { top: 120, width: 168 },
  },
};

/** The SVG illustration of a product (UTF-8 text, 400×400). */
export function productImageSvg(product: ImageProduct): string {
  const pack = PACKAGES[product.category] ?? (PACKAGES.toners as Package);
  const h = hash(product.id);
  const brand = brandColour(product.brand);
  const tint = CATEGORY_TINT[product.category] ?? '#EEF1F4';
  const background = mix(brand, '#FFFFFF', 0.86);
  const body = mix(tint, brand, 0.08 + (h % 5) * 0.02);
  const cap = brand;
  const lines = wrapName(shortProductName(product.name));
  const fontSize = lines.some((l) => l.length > 13) ? 14 : 16;
  const lineHeight = fontSize + 4;
  const { top, width } = pack.label;
  const labelHeight = 34 + fontSize + (lines.length - 1) * lineHeight + 28;
  const left = 200 - width / 2;
  // Two soft circles placed from the id make products of one category look different at a glance.
  const c1 = { x: 60 + (h % 90), y: 60 + ((h >>> 7) % 80) };
  const c2 = { x: 260 + ((h >>> 13) % 90), y: 250 + ((h >>> 19) % 90) };

  const nameLines = lines
    .map((line, i) => `<tspan x="200" dy="${i === 0 ? 0 : lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${escapeXml(product.name)}" data-shape="${pack.shape}">`,
    `<title>${escapeXml(product.name)}</title>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="${background}"/>`,
    `<circle cx="${c1.x}" cy="${c1.y}" r="46" fill="${mix(background, brand, 0.12)}"/>`,
    `<circle cx="${c2.x}" cy="${c2.y}" r="64" fill="${mix(background, brand, 0.08)}"/>`,
    `<ellipse cx="200" cy="364" rx="130" ry="12" fill="#000000" fill-opacity="0.08"/>`,
    pack.draw(body, cap),
    `<rect x="${left}" y="${top}" width="${width}" height="${labelHeight}" rx="10" fill="#FFFFFF" fill-opacity="0.92"/>`,
    `<text x="200" y="${top + 20}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="10" font-weight="700" letter-spacing="1.2" fill="${brand}">${escapeXml(product.brand.toUpperCase())}</text>`,
    `<text class="product-name" x="200" y="${top + 34 + fontSize}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#1F2933">${nameLines}</text>`,
    `<text x="200" y="${top + labelHeight - 10}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="10" fill="#52606D">${escapeXml(CATEGORY_LABEL[product.category] ?? 'Cuidados')}</text>`,
    '</svg>',
  ].join('');
}
