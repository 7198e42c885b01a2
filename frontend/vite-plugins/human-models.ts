import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { FACE_MODELS, FACE_MODELS_URL_PATH } from '../../shared/src/face-models';

/**
 * The models the camera's live guidance runs (shared/face-models): the face detector and the 468-point mesh.
 * Every other model of `@vladmandic/human` is turned off there, so none is shipped.
 */
const HUMAN_MODELS = Object.values(FACE_MODELS);

const CONTENT_TYPES: Record<string, string> = {
  json: 'application/json',
  bin: 'application/octet-stream',
};

/** The npm package's models folder (its exports map hides package.json, so resolve its main file). */
const modelsFolder = () =>
  join(dirname(createRequire(import.meta.url).resolve('@vladmandic/human')), '..', 'models');

/** Each model's JSON and the weight shards its manifest names. */
export const humanModelFiles = (folder = modelsFolder()): string[] =>
  HUMAN_MODELS.flatMap((model) => {
    const json = `${model}.json`;
    const manifest = JSON.parse(readFileSync(join(folder, json), 'utf8')) as {
      weightsManifest: { paths: string[] }[];
    };
    return [json, ...manifest.weightsManifest.flatMap((group) => group.paths)];
  });

/**
 * Ships the face models with the SPA, never from a CDN: copied from node_modules into dist/models/human/ at
 * build (so the S3/CloudFront deployment and the local gateway serve them from the site's own origin) and
 * served from node_modules at the same path by the dev server.
 */
export function humanModels(): Plugin {
  const folder = modelsFolder();
  const files = humanModelFiles(folder);
  return {
    name: 'pele:human-models',
    configureServer(server) {
      server.middlewares.use(FACE_MODELS_URL_PATH, (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        if (!files.includes(name)) {
          next();
          return;
        }
        res.setHeader(
          'content-type',
          CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream',
        );
        res.end(readFileSync(join(folder, name)));
      });
    },
    generateBundle() {
      for (const name of files)
        this.emitFile({
          type: 'asset',
          fileName: `${FACE_MODELS_URL_PATH.slice(1)}${name}`,
          source: readFileSync(join(folder, name)),
        });
    },
  };
}
