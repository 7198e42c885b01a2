import { STORAGE_KEYS } from '@pele/shared/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, testUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const WAIT = { timeout: 5000 };
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.setItem(STORAGE_KEYS.onboardingComplete, 'true');
});

const fill = async (values: {
  name?: string;
  email?: string;
  password?: string;
  confirm?: string;
  terms?: boolean;
}) => {
  await screen.findByRole('heading', { name: 'Crie sua conta' }, WAIT);
  if (values.name) await userEvent.type(screen.getByLabelText('Nome completo'), values.name);
  if (values.email) await userEvent.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await userEvent.type(screen.getByLabelText('Senha'), values.password);
  if (values.confirm) await userEvent.type(screen.getByLabelText('Confirmar senha'), values.confirm);
  if (values.terms) await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
};

describe('RegisterPage', () => {
  it('shows every validation message of spec 5', async () => {
    renderApp('/register');
    await fill({ name: '   ', password: '123', confirm: '321' });
    expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Email é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
    expect(screen.getByText('As senhas não coincidem')).toBeInTheDocument();
    expect(screen.getByText('Você deve aceitar os termos e condições')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links the terms and the privacy policy', async () => {
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Crie sua conta' }, WAIT);
    expect(screen.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacy');
  });

  it("shows the server's error in the 'Erro de Registro' box and its field message under the input", async () => {
    fetchMock.mockResolvedValueOnce(
      fail(409, 'Este email já está cadastrado.', 'CONFLICT', {
        'body.email': 'Este email já está cadastrado.',
      }),
    );
    renderApp('/register');
    await fill({
      name: 'Maria',
      email: 'maria@example.com',
      password: 'segredo',
      confirm: 'segredo',
      terms: true,
    });
    const box = await screen.findByTestId('error-box');
    expect(box).toHaveTextContent('Erro de Registro');
    expect(box).toHaveTextContent('Este email já está cadastrado.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('creates the account with name, e-mail and password only and goes to /app', async () => {
    fetchMock.mockResolvedValueOnce(
      ok({ token: 't', refreshToken: 'r', expiresIn: 3600, user: testUser() }, 201),
    );
    const { router } = renderApp('/register');
    await fill({
      name: ' Maria ',
      email: 'Maria@Example.com',
      password: 'segredo',
      confirm: 'segredo',
      terms: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'), WAIT);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Maria',
      email: 'maria@example.com',
      password: 'segredo',
    });
  });
});
