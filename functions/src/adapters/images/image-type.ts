export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** Identifies an image by its magic bytes, never by the name or the declared content type. */
export const sniffImageType = (bytes: Uint8Array): ImageType | undefined => {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte)
  )
    return 'image/png';
  if (
    bytes.length >= 12 &&
    Buffer.from(bytes.subarray(0, 4)).toString('latin1') === 'RIFF' &&
    Buffer.from(bytes.subarray(8, 12)).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return undefined;
};
