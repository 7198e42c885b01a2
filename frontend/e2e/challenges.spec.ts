import { signInNewAccount } from './support/accounts';
import { analyseFace } from './support/analysis';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

test('a challenge joined from its screen progresses as the routine steps it is about are completed', async ({
  page,
  request,
  captureScreen,
}) => {
  test.setTimeout(120_000);
  await signInNewAccount(page, request, 'desafios');
  // The landing's 'Desafios com IA' link: a signed-in visitor goes straight to the challenges screen.
  await page.goto('/register?next=%2Fapp%2Fchallenges');
  await expect(page).toHaveURL(/\/app\/challenges$/);
  await expect(page.getByRole('link', { name: 'Analisar Pele' })).toBeVisible({ timeout: 20_000 });

  await analyseFace(page);
  await page.getByRole('button', { name: 'Ver Rotina Personalizada' }).click();
  await page.getByTestId('routine-generate').click({ timeout: 20_000 });
  await expect(page.getByTestId('routine-progress-text')).toHaveText(/^0 de \d+ passos$/, {
    timeout: 20_000,
  });

  await page.goto('/app/challenges');
  const proposal = page
    .getByTestId('challenge-proposal')
    .filter({ hasText: '7 dias seguidos de protetor solar' });
  await expect(proposal).toContainText('Por que para você:', { timeout: 20_000 });
  await proposal.getByRole('button', { name: 'Participar' }).click();
  await expect(page.getByText('Você entrou no desafio!')).toBeVisible();
  const card = page.getByTestId('challenge-card').filter({ hasText: '7 dias seguidos de protetor solar' });
  await expect(card.getByTestId('challenge-progress')).toHaveText('0 de 7 dias');
  await expect(card.getByTestId('challenge-at-risk')).toContainText('Hoje é decisivo');
  await expect(page.getByTestId('skeleton')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page, 'challenges');
  await captureScreen('challenges');

  // Home shows the day at risk until the morning's sunscreen step is done.
  await page.getByRole('button', { name: 'Voltar' }).click();
  const home = page.getByTestId('home-challenges');
  await expect(home.getByTestId('challenge-at-risk')).toBeVisible({ timeout: 20_000 });

  await page.goto('/app/routine');
  await page.getByRole('button', { name: 'Manhã' }).click();
  await page.getByRole('button', { name: /^Concluir passo \d+: Protetor Solar$/ }).click();
  await expect(page.getByRole('button', { name: /^Passo \d+ concluído$/ })).toHaveCount(1);

  await page.goto('/app');
  await expect(home.getByTestId('challenge-progress')).toHaveText('1 de 7 dias', { timeout: 20_000 });
  await expect(home.getByTestId('challenge-at-risk')).toHaveCount(0);
  await home.getByRole('button', { name: 'Ver Desafios' }).click();
  await expect(card.getByTestId('challenge-progress')).toHaveText('1 de 7 dias');
  await expect(card).toContainText('Hoje já conta ✓');
});
