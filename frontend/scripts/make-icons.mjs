// Draws the app icons and writes the web app manifest, with colours read from the design tokens.
// Run from the repo root after changing the mark or the tokens: `node frontend/scripts/make-icons.mjs`.
// Output (kept in git): frontend/public/icons/*.png, frontend/public/icons/favicon.svg,
// frontend/public/manifest.webmanifest.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const frontend = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(frontend, 'public');
const iconsDir = join(publicDir, 'icons');

const tokens = await readFile(join(frontend, 'src/styles/tokens.css'), 'utf8');
const token = (name) => {
  const match = tokens.match(new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})`));
  if (!match) throw new Error(`token --${name} not found in tokens.css`);
  return match[1];
};
const primary = token('color-primary');
const primaryStrong = token('color-primary-strong');
const primarySoft = token('color-primary-soft');
const background = token('color-bg');

/** The mark on a 512 grid: a drop (skin care) with a highlight and a spark (AI). `scale` shrinks it about the centre. */
function mark(scale) {
  return `
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <path d="M256 92C318 174 378 244 378 318a122 122 0 0 1-244 0C134 244 194 174 256 92z" fill="#fff"/>
    <path d="M196 326a62 62 0 0 0 60 62" fill="none" stroke="${primary}" stroke-width="20" stroke-linecap="round"/>
    <path d="M386 92l13 33 33 13-33 13-13 33-13-33-33-13 33-13z" fill="${primarySoft}"/>
  </g>`;
}

const gradient = `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${primary}"/>
      <stop offset="1" stop-color="${primaryStrong}"/>
    </linearGradient>
  </defs>`;

/** `rounded`: corners cut for places that show the icon as is; full bleed where the platform applies its own mask. */
function iconSvg({ rounded, scale }) {
  const radius = rounded ? 112 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" role="img" aria-label="Pele.AI">
  <title>Pele.AI</title>${gradient}
  <rect width="512" height="512" rx="${radius}" fill="url(#bg)"/>${mark(scale)}
</svg>
`;
}

// Rendered at 4x the target size, then downscaled, for smooth edges.
const png = (svg, size, file, { opaque = false } = {}) => {
  let image = sharp(Buffer.from(svg), { density: 72 * (size / 512) * 4 }).resize(size, size);
  if (opaque) image = image.flatten({ background: primaryStrong });
  return image.png({ compressionLevel: 9 }).toFile(join(iconsDir, file));
};

await mkdir(iconsDir, { recursive: true });

const roundedSvg = iconSvg({ rounded: true, scale: 1 });
// Maskable icons may be cropped to a circle of 80% of the width: the mark is shrunk to stay inside it.
const maskableSvg = iconSvg({ rounded: false, scale: 0.72 });
// iOS rounds the corners itself and shows transparency as black, so the touch icon is a full square.
const appleSvg = iconSvg({ rounded: false, scale: 0.9 });

await Promise.all([
  writeFile(join(iconsDir, 'favicon.svg'), roundedSvg),
  png(roundedSvg, 192, 'icon-192.png'),
  png(roundedSvg, 512, 'icon-512.png'),
  png(maskableSvg, 512, 'icon-maskable-512.png'),
  png(appleSvg, 180, 'apple-touch-icon.png', { opaque: true }),
]);

const manifest = {
  id: '/app',
  name: 'Pele.AI',
  short_name: 'Pele.AI',
  description:
    'Assistente de cuidados com a pele com inteligência artificial: análise por selfie, produtos e rotina.',
  lang: 'pt-BR',
  dir: 'ltr',
  start_url: '/app',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: primary,
  background_color: background,
  categories: ['health', 'lifestyle', 'beauty'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
};
await writeFile(join(publicDir, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);

console.log(`icons and manifest written to ${publicDir}`);
