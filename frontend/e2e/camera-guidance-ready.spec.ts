import { signInNewAccount } from './support/accounts';
import { withFakeCamera } from './support/browser';
import { GUIDANCE_TIMEOUT, openCamera } from './support/camera';
import { type FakeCameraVideo, fakeCameraFile } from './support/fake-camera';
import { expect, test } from './support/fixtures';

/**
 * Live guidance in Chromium with a fake front camera playing a real portrait at 1280×720 (one browser per video:
 * Chromium takes the fake camera's file at launch, hence one file per video).
 */
const video: FakeCameraVideo = { photo: 'mpl-grace_hopper.jpg', width: 1280, height: 720 };
test.use({ launchOptions: withFakeCamera(fakeCameraFile(video)), permissions: ['camera'] });

test('a well-framed face turns the camera guide ready, with the models served by the product itself', async ({
  page,
  request,
  captureScreen,
}) => {
  test.setTimeout(60_000);
  const models: string[] = [];
  page.on('request', (r) => {
    if (/\.(bin|json)$/.test(new URL(r.url()).pathname)) models.push(r.url());
  });
  await signInNewAccount(page, request, 'camera');
  await openCamera(page, video);
  await expect(page.getByTestId('camera-hint')).toHaveText('Tudo certo! Pode capturar', GUIDANCE_TIMEOUT);
  await expect(page.getByTestId('face-guide')).toHaveAttribute('data-state', 'ready');
  expect(models.length).toBeGreaterThan(0);
  for (const url of models) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  await captureScreen('camera-guidance-ready');
});
