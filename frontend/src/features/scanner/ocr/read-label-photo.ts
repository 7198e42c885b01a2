import { greyOf, preparedForOcr } from '@pele/shared/ocr-image';
import { OCR_MAX_SIDE, OCR_PARAMETERS, OCR_URL_PATH } from '@pele/shared/ocr-settings';

export interface LabelReading {
  text: string;
  /** tesseract.js's mean word confidence, 0–100. */
  confidence: number;
}

type Progress = (status: 'loading' | 'reading', share: number) => void;

/**
 * The photo as the bench measured it: long side at most OCR_MAX_SIDE (a phone's photo is 4000 px), then the
 * shared preparation (grey, paper evened out, levelled, scaled up) on its pixels. The canvas goes to
 * tesseract.js as it is, with no lossy encoding between.
 */
async function prepared(file: Blob): Promise<HTMLCanvasElement> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, OCR_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const source = document.createElement('canvas');
  source.width = Math.round(bitmap.width * scale);
  source.height = Math.round(bitmap.height * scale);
  const context = source.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('canvas');
  context.drawImage(bitmap, 0, 0, source.width, source.height);
  bitmap.close();
  const pixels = context.getImageData(0, 0, source.width, source.height);
  const image = preparedForOcr(greyOf(pixels.data, source.width, source.height));
  const out = document.createElement('canvas');
  out.width = image.width;
  out.height = image.height;
  const rgba = new ImageData(image.width, image.height);
  for (let i = 0; i < image.data.length; i++) {
    const value = image.data[i] as number;
    rgba.data.set([value, value, value, 255], i * 4);
  }
  out.getContext('2d')?.putImageData(rgba, 0, 0);
  return out;
}

/**
 * Reads the text of a label photo on this device with tesseract.js (loaded on first use, with its worker, WASM
 * core and English model from the site's own /models/ocr/): the photo never leaves the phone, only its text.
 */
export async function readLabelPhoto(file: Blob, onProgress: Progress = () => {}): Promise<LabelReading> {
  const [{ createWorker, OEM }, image] = await Promise.all([import('tesseract.js'), prepared(file)]);
  const origin = window.location.origin;
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    workerPath: `${origin}${OCR_URL_PATH}worker.min.js`,
    corePath: `${origin}${OCR_URL_PATH}`,
    langPath: `${origin}${OCR_URL_PATH}`,
    // A worker from the site's own URL (the CSP allows no blob: scripts), the model kept in IndexedDB after the
    // first download.
    workerBlobURL: false,
    gzip: true,
    logger: (m: { status: string; progress: number }) =>
      onProgress(m.status.startsWith('recognizing') ? 'reading' : 'loading', m.progress),
  });
  try {
    await worker.setParameters(OCR_PARAMETERS);
    const { data } = await worker.recognize(image);
    return { text: data.text, confidence: data.confidence };
  } finally {
    await worker.terminate();
  }
}
