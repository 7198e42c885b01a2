import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { SPA_SHELL_FILE, spaFileFor } from '@pele/shared/prerendered-pages';
import sirv from 'sirv';

/** Vite puts content-hashed files under assets/: safe to cache forever, as CloudFront does. */
const hashedAsset = /^\/assets\/.+-[\w-]{8,}\.\w+$/;

export const cacheControlFor = (pathname: string) => {
  if (hashedAsset.test(pathname)) return 'public, max-age=31536000, immutable';
  // The service worker decides which version of the app runs: always revalidated, so a deploy is seen at once.
  if (pathname === '/sw.js') return 'no-cache';
  // Paths without an extension are pages (a prerendered one or the SPA shell): always revalidate.
  if (!/\.\w+$/.test(pathname) || pathname.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
};

const placeholderPage = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pele AI — ambiente local</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Pele AI está rodando localmente</h1>
<p>A API responde em <a href="/api/health"><code>/api/health</code></a>, mas o aplicativo web ainda não foi compilado
(a pasta <code>frontend/dist</code> não existe).</p>
<p>Compile com <code>npm run build -w frontend</code> e recarregue esta página.</p>
</body>
</html>
`;

/**
 * Serves the built SPA as CloudFront's rewrite does (infra/src/constructs/spa-rewrite.ts): a prerendered page
 * from its own file, every other client route from the SPA shell (one shared table decides); a pt-BR
 * placeholder page while frontend/dist is not built. Files are looked up per request,
 * so a rebuild shows up without a restart.
 */
export const createStaticHandler = (distDir: string) => {
  const serve = sirv(distDir, {
    dev: true,
    single: SPA_SHELL_FILE,
    etag: true,
    setHeaders: (res, pathname) => res.setHeader('cache-control', cacheControlFor(pathname)),
  });
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!existsSync(join(distDir, 'index.html'))) {
      if (/\.\w+$/.test(new URL(req.url ?? '/', 'http://local').pathname)) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
        res.end('Not Found');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : placeholderPage);
      return;
    }
    const { pathname, search } = new URL(req.url ?? '/', 'http://local');
    if (!/\.\w+$/.test(pathname)) req.url = `/${spaFileFor(pathname)}${search}`;
    serve(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
      res.end('Not Found');
    });
  };
};
