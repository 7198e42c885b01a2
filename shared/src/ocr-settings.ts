/**
 * How the label scanner runs tesseract.js, shared by the browser (features/scanner/ocr) and the bench
 * (functions/bench/scanner-bench.ts), so the figures measured are the ones people get. Every file comes from
 * the product's own origin (`OCR_URL_PATH`, copied from node_modules at build): never a CDN.
 */
export const OCR_URL_PATH = '/models/ocr/';

/** The files served under OCR_URL_PATH and the npm package file each is copied from. */
export const OCR_ASSETS = {
  'worker.min.js': 'tesseract.js/dist/worker.min.js',
  // LSTM-only cores: tesseract.js picks the SIMD build where the browser has SIMD, the plain one elsewhere.
  'tesseract-core-simd-lstm.wasm.js': 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js',
  'tesseract-core-relaxedsimd-lstm.wasm.js': 'tesseract.js-core/tesseract-core-relaxedsimd-lstm.wasm.js',
  'tesseract-core-lstm.wasm.js': 'tesseract.js-core/tesseract-core-lstm.wasm.js',
  // The integer-quantised 'best' LSTM model: 2.9 MB gzipped against 10.9 MB for the legacy+LSTM one.
  'eng.traineddata.gz': '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz',
} as const;

/** A photo's long side is brought to this before OCR: what the bench measures, and enough for label print. */
export const OCR_MAX_SIDE = 1280;

/**
 * Page segmentation 6 (one uniform block of text) reads a label's justified paragraph line by line; the automatic
 * modes (3, 4) split it into columns and lost two thirds of the names on the hard fixture photos.
 */
export const OCR_PARAMETERS: Record<string, string> = {
  tessedit_pageseg_mode: '6',
};
