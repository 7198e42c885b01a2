import { expect, type Page } from '@playwright/test';
import { agreeIfAsked } from './analysis';
import { type FakeCameraVideo, writeFakeCameraVideo } from './fake-camera';

/** The face detector loads (its models from /models/human/) and reads a frame: a few seconds on two cores. */
export const GUIDANCE_TIMEOUT = { timeout: 30_000 };

/** Writes the fake camera's video, then opens the camera in the analyze tab. */
export const openCamera = async (page: Page, video: FakeCameraVideo) => {
  await writeFakeCameraVideo(video);
  await page.getByTestId('tab-analyze').click();
  await agreeIfAsked(page, page.getByRole('button', { name: 'Abrir Câmera' }));
  await page.getByRole('button', { name: 'Abrir Câmera' }).click();
  await expect(page.getByLabel('Pré-visualização da câmera frontal')).toBeVisible();
};
