/**
 * tesseract.js settings the browser and the bench share. Page segmentation 6 (one uniform block of text) reads
 * a label's justified paragraph as lines, not as columns; the character set keeps OCR from inventing symbols no
 * INCI list prints.
 */
export const OCR_PARAMETERS = {
  tessedit_pageseg_mode: '6',
  preserve_interword_spaces: '0',
} as Record<string, string>;
