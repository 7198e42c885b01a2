import { expect, type Page } from '@playwright/test';

/** Fills the local Stripe stand-in's hosted checkout page (infra/local/stand-ins/stripe/README.md) and submits it. */
export const payOnHostedCheckout = async (page: Page, card: string, button: 'Assinar' | 'Pagar') => {
  await expect(page.getByText('Pele.AI', { exact: true })).toBeVisible();
  await page.getByLabel('Número do cartão').fill(card);
  await page.getByLabel('Validade (MM/AA)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Nome no cartão').fill('Marina Teste');
  await page.getByRole('button', { name: button }).click();
};
