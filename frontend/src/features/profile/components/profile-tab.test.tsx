import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fullPageLoad } from '../../../lib/full-page-load';
import { getSession, startSession } from '../../../lib/session';
import { fail, ok, testUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

vi.mock('../../../lib/full-page-load', () => ({ fullPageLoad: vi.fn() }));

const WAIT = { timeout: 5000 };
const fetchMock = vi.fn<typeof fetch>();

const openProfile = async (overrides = {}) => {
  startSession({ token: 'tok', refreshToken: 'ref', user: testUser(overrides) });
  renderApp('/app');
  await screen.findByTestId('app-shell', {}, WAIT);
  await userEvent.click(
    within(screen.getByRole('navigation', { name: 'Navegação principal' })).getByRole('button', {
      name: /Perfil/,
    }),
  );
  await screen.findByTestId('profile-name');
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(fullPageLoad).mockReset();
});

describe('profile', () => {
  it('saves an inline edit of the name', async () => {
    fetchMock.mockResolvedValueOnce(ok(testUser({ name: 'Maria Lima' })));
    await openProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Editar perfil' }));
    const name = screen.getByLabelText('Nome');
    await userEvent.clear(name);
    await userEvent.type(name, 'Maria Lima');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Maria Lima');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/users/profile');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Maria Lima' });
    await waitFor(() => expect(getSession().user?.name).toBe('Maria Lima'));
  });

  it("reverts the fields and says 'Falha ao atualizar perfil.' when the save fails", async () => {
    fetchMock.mockResolvedValueOnce(fail(500, 'Erro no servidor.', 'INTERNAL'));
    await openProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Editar perfil' }));
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'nova@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Falha ao atualizar perfil.')).toBeInTheDocument();
    expect(screen.getByTestId('profile-email')).toHaveTextContent('maria@example.com');
    expect(getSession().user?.email).toBe('maria@example.com');
  });

  it("shows the skin profile as 'Não analisado' and the coming-soon orders", async () => {
    await openProfile();
    expect(screen.getAllByText('Não analisado')).toHaveLength(4);
    expect(screen.getByText('0 análises')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Meus Pedidos/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pedidos: em breve' })).toBeDisabled();
    expect(screen.getByText('Versão 1.0.0')).toBeInTheDocument();
  });

  it("shows 'Dashboard Admin' to admins only, as a full page link to /admin", async () => {
    await openProfile();
    expect(screen.queryByRole('link', { name: /Dashboard Admin/ })).toBeNull();
  });

  it('links admins to /admin', async () => {
    await openProfile({ isAdmin: true });
    const link = screen.getByRole('link', { name: /Dashboard Admin/ });
    expect(link).toHaveAttribute('href', '/admin');
    expect(link).toHaveTextContent('Admin');
  });

  it("offers notifications with '3 novas' and a dialog that only informs", async () => {
    await openProfile();
    await userEvent.click(screen.getByRole('button', { name: /Notificações.*3 novas/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agora Não' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Notificações/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Permitir Notificações' }),
    );
    expect(await screen.findByTestId('toast')).toHaveTextContent('notificações');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks before logging out, then revokes the session and reloads /', async () => {
    fetchMock.mockResolvedValueOnce(ok({ message: 'ok' }));
    await openProfile();
    await userEvent.click(screen.getByRole('button', { name: /Sair/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Tem certeza que deseja sair?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(getSession().status).toBe('authenticated');
    await userEvent.click(screen.getByRole('button', { name: /Sair/ }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sair' }),
    );
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/logout');
    expect(getSession().status).toBe('anonymous');
  });

  it('uploads a new picture: presign, post to storage, confirm', async () => {
    const presigned = {
      url: 'http://storage.test/up',
      fields: { key: 'k1' },
      key: 'k1',
      maxBytes: 1,
      expiresIn: 300,
    };
    fetchMock
      .mockResolvedValueOnce(ok(presigned))
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
      .mockResolvedValueOnce(ok(testUser({ profileImage: 'https://img.test/me.jpg' })));
    await openProfile();
    const file = new File(['jpeg'], 'eu.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByTestId('avatar-file-input'), file);
    expect(await screen.findByRole('img', { name: 'Foto de Maria Clara Souza' })).toHaveAttribute(
      'src',
      'https://img.test/me.jpg',
    );
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/users/profile/image-upload',
      'http://storage.test/up',
      '/api/users/profile/image',
    ]);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      contentType: 'image/jpeg',
      size: 4,
    });
    expect(JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body))).toEqual({ key: 'k1' });
  });
});
