import { createAccount, skipOnboarding, submitLogin } from './support/accounts';
import { expect, test } from './support/fixtures';

test('a profile photo goes through the presigned upload and shows in place of the initials', async ({
  page,
  request,
  captureScreen,
}) => {
  const account = await createAccount(request, 'foto');
  await skipOnboarding(page);
  await page.goto('/login');
  await submitLogin(page, account);
  await expect(page).toHaveURL('/app');
  const navigation = page.getByRole('navigation', { name: 'Navegação principal' });
  await navigation.getByRole('button', { name: 'Perfil', exact: true }).click();
  await expect(page.getByRole('img', { name: `Avatar de ${account.name}` })).toBeVisible();

  // A real JPEG, encoded by the browser itself: the server sniffs and re-encodes what it gets.
  const jpeg = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 96;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#b44468';
    context.fillRect(0, 0, 96, 96);
    context.fillStyle = '#f7d9e1';
    context.beginPath();
    context.arc(48, 40, 22, 0, Math.PI * 2);
    context.fill();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    if (!blob) throw new Error('canvas produced no JPEG');
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  await page.getByTestId('avatar-file-input').setInputFiles({
    name: 'selfie.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(jpeg),
  });

  const photo = page.getByRole('img', { name: `Foto de ${account.name}` });
  await expect(photo).toBeVisible();
  await expect(page.getByTestId('toast').filter({ hasText: 'Foto de perfil atualizada!' })).toBeVisible();
  // Loaded from storage, not just an element with a URL.
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await captureScreen('profile-photo');

  await page.reload();
  await navigation.getByRole('button', { name: 'Perfil', exact: true }).click();
  await expect(page.getByRole('img', { name: `Foto de ${account.name}` })).toBeVisible();
});
