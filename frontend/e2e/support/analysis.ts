import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/** A real photo from the engine's fixtures (attribution in functions/test/fixtures/images/SOURCES.md). */
export const fixturePhoto = (name: string) =>
  fileURLToPath(new URL(`../../../functions/test/fixtures/images/${name}`, import.meta.url));

/** Runs a real analysis of a face through /app/analyze and waits for the result page. */
export const analyseFace = (page: Page, photo = 'mpl-grace_hopper.jpg') =>
  analysePhoto(page, fixturePhoto(photo));

/**
 * The consent step before the first face photo, as a new account sees it: agrees, and waits for it to give way
 * to the capture.
 */
export const agreeToPhotoConsent = async (page: Page) => {
  const step = page.getByTestId('photo-consent');
  await expect(step.getByRole('heading', { name: 'Consentimento para fotos do rosto' })).toBeVisible();
  await step.getByRole('button', { name: 'Concordo e quero continuar' }).click();
  await expect(step).toHaveCount(0);
};

/**
 * Waits for the analyze screen to show either the photo input or the consent step, and agrees to the consent
 * if it is asked for (a new account's first photo).
 */
export const agreeIfAsked = async (page: Page, photoControl = page.getByLabel('Foto do rosto')) => {
  const consent = page.getByTestId('photo-consent');
  await expect(photoControl.or(consent).first()).toBeVisible();
  if (await consent.isVisible()) await agreeToPhotoConsent(page);
};

/** Runs a real analysis of the photo file at `path` through /app/analyze and waits for the result page. */
export const analysePhoto = async (page: Page, path: string) => {
  await page.goto('/app/analyze');
  await agreeIfAsked(page);
  await page.getByLabel('Foto do rosto').setInputFiles(path);
  await page.getByRole('button', { name: 'Analisar Minha Pele' }).click();
  await expect(page.getByRole('heading', { name: 'Resultado da Análise' })).toBeVisible({ timeout: 45_000 });
};
