import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../lib/page-load';
import { getSession, readStoredUser, startSession } from '../../../lib/session';
import {
  calledUrls,
  completeAnalysis,
  featureRequired,
  fetchByRoute,
  json,
  progressOf,
  summaryOf,
} from '../../../testing/analysis-fixtures';
import { fail, ok, testUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }));

const WAIT = { timeout: 5000 };

/** The latest analysis as the profile reads it: oily skin, its three numbers, and the bands given. */
const oilySkinLatest = (bands: Record<string, string> = {}) => {
  const latest = completeAnalysis();
  return {
    id: latest.id,
    createdAt: latest.createdAt,
    skinType: 'Oleosa',
    metrics: { hydration: 58.4, texture: 71, pigmentation: 66 },
    bands,
    concerns: [],
    results: { skinType: latest.scores },
  };
};
let fetchMock = fetchByRoute({});
/** Answers by URL, so the home and profile analysis queries cannot take another call's answer. */
const answer = (answers: Parameters<typeof fetchByRoute>[0]) => {
  fetchMock = fetchByRoute(answers);
  vi.stubGlobal('fetch', fetchMock);
};
/** The profile's own calls, without the reads the home and profile screens run alongside. */
const BACKGROUND_READS = [
  '/api/skin-analysis',
  'GET /api/products/recommended',
  'GET /api/users/profile/stats',
  'GET /api/subscriptions/paywall-status',
  'GET /api/check-ins',
  'GET /api/challenges',
  // The shell reads the cart's count and the unread notifications on every app screen.
  'GET /api/cart',
  'GET /api/notifications',
];
const profileCalls = () =>
  calledUrls(fetchMock).filter((call) => !BACKGROUND_READS.some((read) => call.includes(read)));
const callTo = (key: string) =>
  fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key);

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
  answer({});
  vi.mocked(loadPage).mockReset();
});

describe('profile', () => {
  it('saves an inline edit of the name', async () => {
    answer({ 'PUT /api/users/profile': () => ok(testUser({ name: 'Maria Lima' })) });
    await openProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Editar perfil' }));
    const name = screen.getByLabelText('Nome');
    await userEvent.clear(name);
    await userEvent.type(name, 'Maria Lima');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Maria Lima');
    expect(profileCalls()).toEqual(['PUT /api/users/profile']);
    expect(JSON.parse(String(callTo('PUT /api/users/profile')?.[1]?.body))).toEqual({ name: 'Maria Lima' });
    await waitFor(() => expect(readStoredUser()?.name).toBe('Maria Lima'));
  });

  it("reverts the fields and says 'Falha ao atualizar perfil.' when the save fails", async () => {
    answer({ 'PUT /api/users/profile': () => fail(500, 'Erro no servidor.', 'INTERNAL') });
    await openProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Editar perfil' }));
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'nova@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Falha ao atualizar perfil.')).toBeInTheDocument();
    expect(screen.getByTestId('profile-email')).toHaveTextContent('maria@example.com');
    expect(readStoredUser()?.email).toBe('maria@example.com');
  });

  it("shows the skin profile as 'Não analisado' and opens the real orders", async () => {
    answer({
      'GET /api/skin-analysis/latest': json(null),
      'GET /api/skin-analysis/progress': json(progressOf()),
    });
    await openProfile();
    expect(await screen.findByText('0 análises', {}, WAIT)).toBeInTheDocument();
    expect(screen.getAllByText('Não analisado')).toHaveLength(4);
    expect(screen.getByRole('button', { name: /Meus Pedidos/ })).toBeEnabled();
    expect(await screen.findByRole('button', { name: 'Pedidos: 0' })).toBeEnabled();
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

  it("shows the unread notifications on 'Notificações' and on the Perfil tab, and opens the centre", async () => {
    const page = {
      notifications: [
        {
          id: '01J0000000000000000000000A',
          kind: 'order_paid',
          title: 'Pedido PA-7K3Q9 confirmado',
          body: 'Recebemos o pagamento.',
          link: null,
          createdAt: '2026-03-10T10:00:00.000Z',
          readAt: null,
        },
      ],
      nextCursor: null,
      unreadCount: 2,
    };
    answer({
      'GET /api/notifications?limit=1': () => ok(page),
      'GET /api/notifications': () => ok(page),
    });
    await openProfile();
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(
      await within(nav).findByRole('button', { name: 'Perfil, 2 notificações não lidas' }),
    ).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Produtos' })).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: /Notificações.*2 novas/ }));
    expect(await screen.findByRole('heading', { name: 'Notificações', level: 1 }, WAIT)).toBeVisible();
    expect(await screen.findByText('Pedido PA-7K3Q9 confirmado', {}, WAIT)).toBeVisible();
    expect(screen.getByText('2 não lidas')).toBeVisible();
  });

  it('asks before logging out, then revokes the session and reloads /', async () => {
    answer({ 'POST /api/auth/logout': () => ok({ message: 'ok' }) });
    await openProfile();
    await userEvent.click(screen.getByRole('button', { name: /Sair/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Tem certeza que deseja sair?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(getSession().status).toBe('authenticated');
    await userEvent.click(screen.getByRole('button', { name: /Sair/ }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sair' }),
    );
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
    expect(profileCalls()).toEqual(['POST /api/auth/logout']);
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
    answer({
      'POST /api/users/profile/image-upload': () => ok(presigned),
      'POST http://storage.test/up': () => new Response(null, { status: 204 }),
      'POST /api/users/profile/image': () => ok(testUser({ profileImage: 'https://img.test/me.jpg' })),
    });
    await openProfile();
    const file = new File(['jpeg'], 'eu.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByTestId('avatar-file-input'), file);
    expect(await screen.findByRole('img', { name: 'Foto de Maria Clara Souza' })).toHaveAttribute(
      'src',
      'https://img.test/me.jpg',
    );
    expect(profileCalls()).toEqual([
      'POST /api/users/profile/image-upload',
      'POST http://storage.test/up',
      'POST /api/users/profile/image',
    ]);
    expect(JSON.parse(String(callTo('POST /api/users/profile/image-upload')?.[1]?.body))).toEqual({
      contentType: 'image/jpeg',
      size: 4,
    });
    expect(JSON.parse(String(callTo('POST /api/users/profile/image')?.[1]?.body))).toEqual({ key: 'k1' });
  });

  it('counts orders, reviews and favourites from the profile stats and opens their screens', async () => {
    answer({
      'GET /api/users/profile/stats': json({
        analysisCount: 2,
        latestAnalysis: null,
        orderCount: 3,
        reviewCount: 4,
        savedProductCount: 7,
      }),
      'GET /api/products/saved': json([]),
    });
    await openProfile();
    expect(await screen.findByRole('button', { name: 'Avaliações: 4' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pedidos: 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Favoritos: 7' }));
    expect(await screen.findByRole('heading', { name: 'Produtos Salvos' })).toBeInTheDocument();
  });

  it('opens the avoid-list editor from the menu', async () => {
    answer({ 'GET /api/users/allergies': json({ allergies: ['parabenos'], terms: [], updatedAt: null }) });
    await openProfile();
    await userEvent.click(screen.getByRole('button', { name: /Alergias e ingredientes a evitar/ }));
    expect(
      await screen.findByRole('heading', { name: 'Alergias e ingredientes a evitar' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('parabenos')).toBeInTheDocument();
  });

  it('fills the skin profile from the latest analysis and counts the analyses', async () => {
    answer({
      'GET /api/skin-analysis/latest': json(oilySkinLatest()),
      'GET /api/skin-analysis/progress': json(progressOf({ analysesCount: 3 })),
    });
    await openProfile();
    expect(await screen.findByText('3 análises', {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('Oleosa')).toBeInTheDocument();
    expect(screen.getByText('58%')).toBeInTheDocument();
    expect(screen.getByText('71%')).toBeInTheDocument();
    expect(screen.getByText('66%')).toBeInTheDocument();
    expect(screen.queryByText('Não analisado')).toBeNull();
    expect(screen.queryByTestId('profile-band-note')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Atualizar Análise de Pele' }));
    expect(screen.getByTestId('tab-analyze')).toHaveAttribute('aria-current', 'page');
  });

  it('shows a number the latest analysis gives as a band as its band, with why, and the others as percentages', async () => {
    answer({
      'GET /api/skin-analysis/latest': json(oilySkinLatest({ texture: 'alto', oily: 'médio' })),
      'GET /api/skin-analysis/progress': json(progressOf({ analysesCount: 1 })),
    });
    await openProfile();
    expect(await screen.findByText('faixa alto', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText('71%')).toBeNull();
    expect(screen.getByText('58%')).toBeInTheDocument();
    expect(screen.getByText('66%')).toBeInTheDocument();
    expect(screen.getByTestId('profile-band-note')).toHaveTextContent('confiança baixa');
  });

  it("says '1 análise' from the history when the plan lacks progress", async () => {
    answer({
      'GET /api/skin-analysis/progress': () => featureRequired('skin_progress'),
      'GET /api/skin-analysis?limit=1000': json([
        summaryOf(completeAnalysis()),
        summaryOf(completeAnalysis({ id: 'a0', status: 'failed' })),
      ]),
    });
    await openProfile();
    expect(await screen.findByTestId('analysis-count', {}, WAIT)).toHaveTextContent('1 análise');
  });
});
