import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/** A real photo from the engine's fixtures (attribution in functions/test/fixtures/images/SOURCES.md). */
export const fixturePhoto = (name: string) =>
  fileURLToPath(new URL(`../../../functions/test/fixtures/images/${name}`, import.meta.url));

/** Runs a real analysis of a face through /app/analyze and waits for the result page. */
export const analyseFace = (page: Page, photo = 'mpl-grace_hopper.jpg') =>
  analysePhoto(page, fixturePhoto(photo));

/** Runs a real analysis of the photo file at `path` through /app/analyze and waits for the result page. */
export const analysePhoto = async (page: Page, path: string) => {
  await page.goto('/app/analyze');
  await page.getByLabel('Foto do rosto').setInputFiles(path);
  await page.getByRole('button', { name: 'Analisar Minha Pele' }).click();
  await expect(page.getByRole('heading', { name: 'Resultado da Análise' })).toBeVisible({ timeout: 45_000 });
};
