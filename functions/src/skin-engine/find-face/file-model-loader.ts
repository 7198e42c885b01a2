import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { io } from '@tensorflow/tfjs-core';

type TfIo = typeof io;

/**
 * TensorFlow.js only reads models over HTTP unless tfjs-node is installed (which downloads a native binary at
 * install, so it is not an option). This router answers `file://` URLs by reading the model JSON and its weight
 * shards from disk, so the models shipped inside the npm package (or beside the Lambda bundle) load offline.
 */
export const registerFileModelLoader = (tfIo: TfIo): void => {
  // The router contract returns null for URLs it does not handle, though its type says otherwise.
  const router = (url: string | string[]): io.IOHandler | null => {
    if (typeof url !== 'string' || !url.startsWith('file://')) return null;
    const modelPath = fileURLToPath(url);
    return {
      load: async () => {
        const modelJson = JSON.parse(await readFile(modelPath, 'utf8')) as io.ModelJSON;
        return tfIo.getModelArtifactsForJSON(modelJson, async (manifest) => {
          const specs = manifest.flatMap((group) => group.weights);
          const shards = await Promise.all(
            manifest.flatMap((group) => group.paths.map((p) => readFile(join(dirname(modelPath), p)))),
          );
          const buffer = Buffer.concat(shards);
          return [specs, buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength)];
        });
      },
    };
  };
  tfIo.registerLoadRouter(router as (url: string | string[]) => io.IOHandler);
};
