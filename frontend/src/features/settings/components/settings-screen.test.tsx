import { PHOTO_CONSENT_VERSION } from '@pele/shared/photo-consent';
import { THEME_STORAGE_KEY } from '@pele/shared/theme';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../lib/page-load';
import { getSession, startSession } from '../../../lib/session';
import { fail, ok, testUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }));

const WAIT = { timeout: 5000 };
const fetchMock = vi.fn<typeof fetch>();
/** 'Minha assinatura' above the settings reads the caller's access: answered here, left out of the checks. */
const isPremiumRead = (url: unknown) => /\/api\/(subscriptions|payments)\//.test(String(url));
const premiumAnswer = (url: string) =>
  url.includes('/payments/methods')
    ? ok([])
    : url.includes('/active')
      ? ok({ data: null, hasActiveSubscription: false })
      : ok({
          isInFreeTrial: true,
          trialExpired: false,
          trialEndsAt: '2999-01-01T00:00:00.000Z',
          hasActiveSubscription: false,
          shouldShowPaywall: false,
          accessReason: 'free_trial',
          features: ['skin_analysis', 'skin_progress', 'skin_history'],
        });
/** Answers the premium reads, then `answer` for the screen's own call. */
const answerSettings = (answer?: () => Response) =>
  fetchMock.mockImplementation(async (input) =>
    isPremiumRead(input)
      ? premiumAnswer(String(input))
      : (answer?.() ?? fail(404, 'Recurso não encontrado.')),
  );
/** The shell reads the cart's count and the unread notifications on every app screen: not the screen's own calls. */
const isShellRead = (url: unknown) =>
  String(url).endsWith('/api/cart') || String(url).endsWith('/api/notifications?limit=1');
const ownCalls = () => fetchMock.mock.calls.filter(([url]) => !isPremiumRead(url) && !isShellRead(url));

const openSettings = async (user = testUser()) => {
  startSession({ token: 'tok', refreshToken: 'ref', user });
  renderApp('/app/settings');
  await screen.findByRole('heading', { name: 'Configurações', level: 1 }, WAIT);
  // The overlay's frame shows at once; the screen itself arrives with its lazy chunk.
  await waitFor(() => expect(screen.queryByTestId('screen-loading')).toBeNull(), WAIT);
};

beforeEach(() => {
  fetchMock.mockReset();
  answerSettings();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(loadPage).mockReset();
});

describe('settings', () => {
  it('offers push, saying plainly when this browser cannot receive it, and a sound remembered on the device', async () => {
    await openSettings();
    const push = screen.getByRole('switch', { name: /^Notificações push/ });
    expect(push).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(push).toHaveTextContent('Este navegador não recebe notificações push.'));
    const sounds = screen.getByRole('switch', { name: /^Sons/ });
    expect(sounds).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(sounds);
    expect(sounds).toHaveAttribute('aria-checked', 'false');
    expect(localStorage.getItem('notificationSounds')).toBe('off');
    expect(ownCalls()).toEqual([]);
  });

  it('has no control without an effect, and says what is done with data instead', async () => {
    await openSettings();
    for (const name of [/Compartilhamento de dados/, /Análise de uso/, /Visibilidade do perfil/])
      expect(screen.queryByRole('switch', { name }) ?? screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByTestId('privacy-statement')).toHaveTextContent(
      'Não vendemos nem compartilhamos seus dados com parceiros',
    );
  });

  it('paints the chosen theme at once, remembers it on the device and keeps it on the profile', async () => {
    answerSettings(() => ok(testUser({ theme: 'dark' })));
    await openSettings();
    const theme = screen.getByRole('group', { name: 'Tema' });
    expect(within(theme).getByRole('radio', { name: 'Seguir o sistema' })).toBeChecked();
    await userEvent.click(within(theme).getByRole('radio', { name: 'Escuro' }));
    expect(within(theme).getByRole('radio', { name: 'Escuro' })).toBeChecked();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await waitFor(() => expect(ownCalls()).toHaveLength(1));
    const [url, init] = ownCalls()[0] ?? [];
    expect(String(url)).toContain('/api/users/me/preferences');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ theme: 'dark' });
  });

  it('keeps the theme on the device and says so when the profile could not be saved', async () => {
    answerSettings(() => fail(503, 'Serviço indisponível.'));
    await openSettings();
    await userEvent.click(screen.getByRole('radio', { name: 'Claro' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(await screen.findByText('Serviço indisponível.', {}, WAIT)).toBeInTheDocument();
  });

  it('offers no language choice and says the product is in Portuguese, for Brazil', async () => {
    await openSettings();
    expect(screen.queryByText(/Idioma/)).toBeNull();
    expect(screen.queryByText(/English/)).toBeNull();
    expect(screen.getByTestId('product-language')).toHaveTextContent(
      'feito para o Brasil e está em português',
    );
  });

  it('shows the version and links the legal pages', async () => {
    await openSettings();
    expect(screen.getByText('1.0.0')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Termos de Uso/ })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: /Política de Privacidade/ })).toHaveAttribute('href', '/privacy');
  });

  it('deletes the account after confirmation, then logs out and goes to /', async () => {
    answerSettings(() => ok({ deleted: true }));
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir sua conta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir conta' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
    const [url, init] = ownCalls()[0] ?? [];
    expect(url).toBe('/api/users/me');
    expect(init?.method).toBe('DELETE');
    expect(getSession().status).toBe('anonymous');
  });

  it("ends every session after confirming 'Sair de todos os dispositivos', then goes to /login", async () => {
    answerSettings(() => ok({ message: 'Você saiu de todos os dispositivos.' }));
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sair de todos os dispositivos?' });
    expect(ownCalls()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sair de todos' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/login'));
    const [url, init] = ownCalls()[0] ?? [];
    expect(url).toBe('/api/auth/logout-all');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok');
    expect(getSession().status).toBe('anonymous');
  });

  it('stays signed in when the user cancels, or when ending the sessions fails', async () => {
    answerSettings(() => fail(500, 'Erro no servidor. Tente novamente em alguns instantes.', 'INTERNAL'));
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }),
    );
    expect(ownCalls()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sair de todos' }),
    );
    expect(
      await screen.findByText('Erro no servidor. Tente novamente em alguns instantes.'),
    ).toBeInTheDocument();
    expect(getSession().status).toBe('authenticated');
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('keeps the account and says why when the deletion fails', async () => {
    answerSettings(() => fail(500, 'Erro no servidor. Tente novamente em alguns instantes.', 'INTERNAL'));
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir conta' }),
    );
    expect(
      await screen.findByText('Erro no servidor. Tente novamente em alguns instantes.'),
    ).toBeInTheDocument();
    expect(getSession().status).toBe('authenticated');
    expect(loadPage).not.toHaveBeenCalled();
  });
});

describe('settings: face photos and data (LGPD)', () => {
  const consented = testUser({
    photoConsent: { version: PHOTO_CONSENT_VERSION, givenAt: '2026-11-20T12:00:00.000Z' },
  });

  it('shows when the consent was given, and revokes it after confirmation: photos deleted, numbers kept', async () => {
    answerSettings(() => ok({ user: testUser({ photoConsent: null }), photosDeleted: 3 }));
    await openSettings(consented);
    expect(screen.getByTestId('photo-consent-status')).toHaveTextContent(
      /autorizou .* em 20 de nov\. de 2026/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Revogar consentimento e apagar fotos' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revogar consentimento?' });
    expect(dialog).toHaveTextContent('Os resultados das análises continuam salvos.');
    expect(ownCalls()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apagar fotos' }));
    expect(
      await screen.findByText('Consentimento revogado. 3 fotos apagadas.', {}, WAIT),
    ).toBeInTheDocument();
    const [url, init] = ownCalls()[0] ?? [];
    expect(url).toBe('/api/users/me/consent');
    expect(init?.method).toBe('DELETE');
    expect(screen.getByTestId('photo-consent-status')).toHaveTextContent(
      'Você não autorizou o uso de fotos do rosto',
    );
    expect(screen.getByRole('button', { name: 'Apagar fotos do rosto' })).toBeInTheDocument();
    expect(getSession().status).toBe('authenticated');
  });

  it('keeps the consent and says why when revoking fails, and sends nothing on cancel', async () => {
    answerSettings(() => fail(503, 'O serviço está temporariamente indisponível.', 'SERVICE_UNAVAILABLE'));
    await openSettings(consented);
    await userEvent.click(screen.getByRole('button', { name: 'Revogar consentimento e apagar fotos' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }),
    );
    expect(ownCalls()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Revogar consentimento e apagar fotos' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apagar fotos' }),
    );
    expect(
      await screen.findByText('O serviço está temporariamente indisponível.', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByTestId('photo-consent-status')).toHaveTextContent(/autorizou/);
  });

  it("'Baixar meus dados' downloads everything the server exports as a JSON file", async () => {
    const exported = { exportedAt: '2026-11-25T12:00:00.000Z', profile: { id: 'user-1' }, analyses: [] };
    answerSettings(() => ok(exported));
    const blobs: Blob[] = [];
    Object.defineProperty(URL, 'createObjectURL', {
      value: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:export';
      },
      configurable: true,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => {}, configurable: true });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    expect(await screen.findByText('Seus dados foram baixados.', {}, WAIT)).toBeInTheDocument();
    const [url, init] = ownCalls()[0] ?? [];
    expect(url).toBe('/api/users/me/export');
    expect(init?.method).toBe('GET');
    expect(clicked[0]?.download).toMatch(/^pele-ai-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
    expect(clicked[0]?.href).toBe('blob:export');
    expect(blobs[0]?.type).toBe('application/json');
    expect(JSON.parse(await (blobs[0] as Blob).text())).toEqual(exported);
    click.mockRestore();
  });

  it('says why when the export fails', async () => {
    answerSettings(() => fail(500, 'Erro no servidor. Tente novamente em alguns instantes.', 'INTERNAL'));
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    expect(
      await screen.findByText('Erro no servidor. Tente novamente em alguns instantes.', {}, WAIT),
    ).toBeInTheDocument();
  });
});
