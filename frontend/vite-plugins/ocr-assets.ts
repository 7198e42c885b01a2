import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { OCR_ASSETS, OCR_URL_PATH } from '../../shared/src/ocr-settings';

const require = createRequire(import.meta.url);
const CONTENT_TYPES: Record<string, string> = { js: 'text/javascript', gz: 'application/gzip' };

/**
 * Ships the label scanner's OCR (tesseract.js's worker, its LSTM WASM cores and the English model of
 * `@tesseract.js-data/eng`) with the SPA under /models/ocr/, never from a CDN: copied from node_modules at build
 * (S3/CloudFront and the local gateway serve them from the site's own origin) and served from node_modules by
 * the dev server. Under /models/ the service worker never precaches them: only people who scan download them.
 */
export function ocrAssets(): Plugin {
  const files = Object.entries(OCR_ASSETS).map(([name, from]) => ({ name, path: require.resolve(from) }));
  return {
    name: 'pele:ocr-assets',
    configureServer(server) {
      server.middlewares.use(OCR_URL_PATH, (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        const file = files.find((f) => f.name === name);
        if (!file) return next();
        res.setHeader(
          'content-type',
          CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream',
        );
        res.end(readFileSync(file.path));
      });
    },
    generateBundle() {
      for (const file of files)
        this.emitFile({
          type: 'asset',
          fileName: `${OCR_URL_PATH.slice(1)}${file.name}`,
          source: readFileSync(file.path),
        });
    },
  };
}
