import sharp from 'sharp';

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

/**
 * Decodes and re-encodes an image: applies the EXIF orientation, drops all metadata (EXIF, GPS, ICC),
 * caps the long side, and writes a fresh file. Anything hidden in the original bytes does not survive.
 * Throws on bytes that do not decode.
 */
export const reencodeImage = async (
  bytes: Buffer,
  options: { maxSide: number; format: 'jpeg' | 'webp'; quality?: number },
): Promise<{ bytes: Buffer; width: number; height: number; contentType: string; extension: string }> => {
  const pipeline = sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 })
    .rotate()
    .resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true });
  const encoded =
    options.format === 'webp'
      ? pipeline.webp({ quality: options.quality ?? 85 })
      : pipeline.jpeg({ quality: options.quality ?? 90, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return {
    bytes: data,
    width: info.width,
    height: info.height,
    contentType: options.format === 'webp' ? 'image/webp' : 'image/jpeg',
    extension: options.format === 'webp' ? 'webp' : 'jpg',
  };
};
