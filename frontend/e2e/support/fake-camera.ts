import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { fixturePhoto } from './analysis';

export interface FakeCameraVideo {
  photo: string;
  width: number;
  height: number;
}

/** Where the video of `video` is written: known before the browser launches, written before the camera opens. */
export const fakeCameraFile = ({ photo, width, height }: FakeCameraVideo) =>
  join(tmpdir(), 'pele-e2e-camera', `${photo.replace(/\W+/g, '-')}-${width}x${height}.y4m`);

/**
 * A photo as the "video" of Chromium's fake camera (`--use-file-for-fake-video-capture`, read when the page
 * opens the camera): one YUV4MPEG2 frame, 4:2:0, full-range BT.601, which Chromium loops. The photo is fitted
 * into the frame on a grey background.
 */
export const writeFakeCameraVideo = async (video: FakeCameraVideo): Promise<void> => {
  const { photo, width, height } = video;
  const { data } = await sharp(fixturePhoto(photo))
    .resize(width, height, { fit: 'contain', background: '#808080' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const luma = Buffer.alloc(width * height);
  const chromaU = Buffer.alloc((width / 2) * (height / 2));
  const chromaV = Buffer.alloc((width / 2) * (height / 2));
  const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = 3 * (y * width + x);
      const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
      luma[y * width + x] = clamp(0.299 * r + 0.587 * g + 0.114 * b);
      if (x % 2 === 0 && y % 2 === 0) {
        const c = (y / 2) * (width / 2) + x / 2;
        chromaU[c] = clamp(-0.168736 * r - 0.331264 * g + 0.5 * b + 128);
        chromaV[c] = clamp(0.5 * r - 0.418688 * g - 0.081312 * b + 128);
      }
    }
  const file = fakeCameraFile(video);
  mkdirSync(dirname(file), { recursive: true });
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`, 'ascii');
  writeFileSync(file, Buffer.concat([header, luma, chromaU, chromaV]));
};
