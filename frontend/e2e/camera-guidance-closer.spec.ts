import { signInNewAccount } from './support/accounts';
import { withFakeCamera } from './support/browser';
import { GUIDANCE_TIMEOUT, openCamera } from './support/camera';
import { type FakeCameraVideo, fakeCameraFile } from './support/fake-camera';
import { expect, test } from './support/fixtures';

/** The same portrait in a 640×480 frame: the face is too small for the server's size threshold. */
const video: FakeCameraVideo = { photo: 'mpl-grace_hopper.jpg', width: 640, height: 480 };
test.use({ launchOptions: withFakeCamera(fakeCameraFile(video)), permissions: ['camera'] });

test('a face far from the camera is asked to come closer, and capture still works', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signInNewAccount(page, request, 'camera');
  await openCamera(page, video);
  await expect(page.getByTestId('camera-hint')).toHaveText('Aproxime o rosto da câmera', GUIDANCE_TIMEOUT);
  await expect(page.getByTestId('face-guide')).toHaveAttribute('data-state', 'adjust');
  await page.getByRole('button', { name: 'Capturar Foto' }).click();
  await expect(page.getByRole('img', { name: 'Foto escolhida para a análise' })).toBeVisible();
});
