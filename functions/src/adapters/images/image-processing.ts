import sharp from 'sharp';

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
