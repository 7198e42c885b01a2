import { OCR_MAX_SIDE, OCR_PARAMETERS, OCR_URL_PATH } from '@pele/shared/ocr-settings';

export interface LabelReading {
  text: string;
  /** tesseract.js's mean word confidence, 0–100. */
  confidence: number;
}

type Progress = (status: 'loading' | 'reading', share: number) => void;

/** The photo with its long side at most OCR_MAX_SIDE, as a JPEG: what the bench measured, and a phone's photo is 4000 px. */
async function prepared(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, OCR_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas'))), 'image/jpeg', 0.9),
  );
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
