import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { reencodeImage } from './image-processing';
import { sniffImageType } from './image-type';

const solid = (format: 'jpeg' | 'png' | 'webp', width = 40, height = 20) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 150, b: 120 } } })
    .toFormat(format)
    .toBuffer();

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and WebP by their magic bytes', async () => {
    expect(sniffImageType(await solid('jpeg'))).toBe('image/jpeg');
    expect(sniffImageType(await solid('png'))).toBe('image/png');
    expect(sniffImageType(await solid('webp'))).toBe('image/webp');
  });
  it('refuses text, a GIF and empty input whatever they claim to be', () => {
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('GIF89a......'))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });
});

describe('reencodeImage', () => {
  it('caps the long side and keeps the aspect ratio', async () => {
    const out = await reencodeImage(await solid('png', 2000, 1000), { maxSide: 512, format: 'webp' });
    expect([out.width, out.height]).toEqual([512, 256]);
    expect(sniffImageType(out.bytes)).toBe('image/webp');
  });
  it('strips EXIF metadata and applies the orientation', async () => {
    const withExif = await sharp(await solid('jpeg', 40, 20))
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'GPS 12.3,-45.6' } } })
      .jpeg()
      .toBuffer();
    const out = await reencodeImage(withExif, { maxSide: 1024, format: 'jpeg' });
    const meta = await sharp(out.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 means "rotate 90°": the stored pixels are now upright, so width and height swap.
    expect([out.width, out.height]).toEqual([20, 40]);
  });
  it('throws on bytes that are not a decodable image', async () => {
    await expect(
      reencodeImage(Buffer.from('not an image at all'), { maxSide: 100, format: 'jpeg' }),
    ).rejects.toThrow();
  });
});
