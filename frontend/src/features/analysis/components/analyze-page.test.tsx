import { PHOTO_CONSENT_VERSION, photoConsentText } from '@pele/shared/photo-consent';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredUser, startSession } from '../../../lib/session';
import {
  analysisFlowRoutes,
  calledUrls,
  completeAnalysis,
  fetchByRoute,
  json,
} from '../../../testing/analysis-fixtures';
import { testUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const WAIT = { timeout: 5000 };
/** Everything but the guard's access check (GET /api/subscriptions/paywall-status). */
const isAnalysisCall = (call: string) => !call.includes('/api/subscriptions/');
const presigned = {
  url: 'http://storage.test/uploads',
  fields: { key: 'uploads/user-1/p1.jpg', Policy: 'pol' },
  key: 'uploads/user-1/p1.jpg',
  maxBytes: 10 * 1024 * 1024,
  expiresIn: 300,
};
const processing = completeAnalysis({
  status: 'processing',
  completedAt: null,
  skinType: null,
  metrics: null,
  scores: null,
  zones: [],
  concerns: [],
});
const noFace =
  'Nenhum rosto foi encontrado na foto. Tire uma selfie de frente, com o rosto inteiro visível e bem iluminado.';

const flowRoutes = (finalAnswer: () => Response) =>
  analysisFlowRoutes([json(processing), finalAnswer], presigned);

const openAnalyzePage = async () => {
  startSession({ token: 'tok', refreshToken: 'ref', user: testUser({ skinAnalyzed: false }) });
  const view = renderApp('/app/analyze');
  await screen.findByRole('heading', { name: 'Análise de Pele', level: 1 }, WAIT);
  return view;
};
const selfie = () => new File(['jpeg-bytes'], 'selfie.jpg', { type: 'image/jpeg' });

beforeAll(() => {
  Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:selfie', configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => {}, configurable: true });
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchByRoute({}));
});

describe('/app/analyze', () => {
  it("asks for an image with 'Por favor, selecione uma imagem para análise.' and hints the formats", async () => {
    await openAnalyzePage();
    expect(screen.getByText('PNG, JPG ou JPEG (máx. 10MB)')).toBeInTheDocument();
    const input = screen.getByLabelText('Foto do rosto');
    expect(input).toHaveAttribute('capture', 'user');
    await userEvent.click(screen.getByRole('button', { name: 'Analisar Minha Pele' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, selecione uma imagem para análise.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // Only the page's access check (its guard asks for the paywall status): nothing of the analysis was sent.
    expect(calledUrls(vi.mocked(fetch)).filter(isAnalysisCall)).toEqual([]);
  });

  it('uploads, starts the analysis, polls it and shows the result, then re-reads the signed-in user', async () => {
    const fetchMock = fetchByRoute(flowRoutes(json(completeAnalysis())));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = await openAnalyzePage();

    await userEvent.upload(screen.getByLabelText('Foto do rosto'), selfie());
    expect(screen.getByRole('img', { name: 'Foto escolhida para a análise' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Analisar Minha Pele' }));
    expect(await screen.findByText('Analisando sua pele...')).toBeInTheDocument();
    expect(screen.getByTestId('analyzing-status')).toHaveAttribute('aria-live', 'polite');

    expect(
      await screen.findByRole('heading', { name: 'Resultado da Análise', level: 1 }, WAIT),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/analysis-results');
    expect(screen.getByTestId('skin-type-Oleosa')).toHaveTextContent('Selecionado');
    expect(screen.getByTestId('zone-overlay')).toBeInTheDocument();

    expect(calledUrls(fetchMock).filter(isAnalysisCall).slice(0, 5)).toEqual([
      'POST /api/skin-analysis/uploads',
      'POST http://storage.test/uploads',
      'POST /api/skin-analysis',
      'GET /api/skin-analysis/a1',
      'GET /api/skin-analysis/a1',
    ]);
    const sent = fetchMock.mock.calls.filter(([url, init]) =>
      isAnalysisCall(`${init?.method ?? 'GET'} ${String(url)}`),
    );
    const [, presignInit] = sent[0] ?? [];
    expect(JSON.parse(String(presignInit?.body))).toEqual({ contentType: 'image/jpeg', size: 10 });
    const form = sent[1]?.[1]?.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'Policy', 'file']);
    expect(JSON.parse(String(sent[2]?.[1]?.body))).toEqual({
      imageKey: 'uploads/user-1/p1.jpg',
    });

    // The flag is set at once (and stored for the next load); the server's view of the user follows.
    expect(readStoredUser()?.skinAnalyzed).toBe(true);
    await waitFor(() => expect(calledUrls(fetchMock)).toContain('GET /api/auth/profile'));
  });

  it("shows the analyzer's reason when the photo is refused, and 'Tirar Outra Foto' clears it", async () => {
    const fetchMock = fetchByRoute(
      flowRoutes(
        json(
          completeAnalysis({
            ...processing,
            status: 'failed',
            failureReason: noFace,
            failureCode: 'NO_FACE',
          }),
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = await openAnalyzePage();
    expect(screen.getByText('Nenhum arquivo escolhido')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Foto do rosto'), selfie());
    expect(screen.getByText('selfie.jpg')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Analisar Minha Pele' }));

    const banner = await screen.findByTestId('analysis-error', {}, WAIT);
    expect(banner).toHaveAttribute('role', 'alert');
    expect(banner).toHaveTextContent('Não foi possível analisar esta foto');
    expect(banner).toHaveTextContent(noFace);
    expect(within(banner).queryByRole('button', { name: 'Tentar Novamente' })).toBeNull();
    expect(router.state.location.pathname).toBe('/app/analyze');
    // Nothing completed: the user is neither marked as analysed nor re-read.
    expect(calledUrls(fetchMock)).not.toContain('GET /api/auth/profile');
    expect(readStoredUser()?.skinAnalyzed).toBe(false);

    await userEvent.click(within(banner).getByRole('button', { name: 'Tirar Outra Foto' }));
    expect(screen.queryByTestId('analysis-error')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Foto escolhida para a análise' })).toBeNull();
    expect(screen.getByText('Nenhum arquivo escolhido')).toBeInTheDocument();
  });

  it("shows the spec's analysis error when the server fails, with a retry", async () => {
    vi.stubGlobal(
      'fetch',
      fetchByRoute({
        'POST /api/skin-analysis/uploads': () =>
          new Response(JSON.stringify({ success: false, error: 'Erro no servidor.', code: 'INTERNAL' }), {
            status: 500,
          }),
      }),
    );
    await openAnalyzePage();
    await userEvent.upload(screen.getByLabelText('Foto do rosto'), selfie());
    await userEvent.click(screen.getByRole('button', { name: 'Analisar Minha Pele' }));
    const banner = await screen.findByTestId('analysis-error', {}, WAIT);
    expect(banner).toHaveTextContent('Ocorreu um erro ao analisar sua pele. Por favor, tente novamente.');
    expect(within(banner).getByRole('button', { name: 'Tentar Novamente' })).toBeInTheDocument();
  });

  it('says the plan lacks the analysis when the server answers FEATURE_REQUIRED', async () => {
    vi.stubGlobal(
      'fetch',
      fetchByRoute({
        'POST /api/skin-analysis/uploads': () =>
          new Response(
            JSON.stringify({ success: false, error: 'Seu plano não inclui', code: 'FEATURE_REQUIRED' }),
            { status: 403 },
          ),
      }),
    );
    await openAnalyzePage();
    await userEvent.upload(screen.getByLabelText('Foto do rosto'), selfie());
    await userEvent.click(screen.getByRole('button', { name: 'Analisar Minha Pele' }));
    expect(await screen.findByTestId('analysis-error', {}, WAIT)).toHaveTextContent('plano Premium');
  });
});

describe('/app/analysis-results', () => {
  it('redirects to /app/analyze without an analysis in navigation state', async () => {
    startSession({ token: 'tok', refreshToken: 'ref', user: testUser() });
    const { router } = renderApp('/app/analysis-results');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/analyze'), WAIT);
    expect(await screen.findByRole('heading', { name: 'Análise de Pele' }, WAIT)).toBeInTheDocument();
  });

  it('shows the analysis it is given', async () => {
    startSession({ token: 'tok', refreshToken: 'ref', user: testUser() });
    renderApp({
      pathname: '/app/analysis-results',
      state: { analysis: completeAnalysis({ skinType: 'Seca' }) },
    });
    expect(
      await screen.findByRole('heading', { name: 'Resultado da Análise', level: 1 }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByTestId('skin-type-Seca')).toHaveTextContent('Selecionado');
  });

  it('renews an expired photo link once by reading the analysis again', async () => {
    vi.stubGlobal(
      'fetch',
      fetchByRoute({
        'GET /api/skin-analysis/a1': json(
          completeAnalysis({ imageUrl: 'http://storage.test/photo.jpg?sig=2' }),
        ),
      }),
    );
    startSession({ token: 'tok', refreshToken: 'ref', user: testUser() });
    renderApp({ pathname: '/app/analysis-results', state: { analysis: completeAnalysis() } });
    const photo = await screen.findByRole('img', { name: 'Sua foto analisada' }, WAIT);
    fireEvent.error(photo);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Sua foto analisada' })).toHaveAttribute(
        'src',
        'http://storage.test/photo.jpg?sig=2',
      ),
    );
  });

  it('shows the consent step instead of the file picker until the user agrees, then the picker', async () => {
    vi.stubGlobal(
      'fetch',
      fetchByRoute({
        'POST /api/users/me/consent': json(
          testUser({ photoConsent: { version: PHOTO_CONSENT_VERSION, givenAt: '2026-11-25T12:00:00.000Z' } }),
        ),
      }),
    );
    startSession({ token: 'tok', refreshToken: 'ref', user: testUser({ photoConsent: null }) });
    renderApp('/app/analyze');
    expect(
      await screen.findByRole('heading', { name: photoConsentText.title, level: 1 }, WAIT),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Foto do rosto')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: photoConsentText.agree }));
    expect(await screen.findByLabelText('Foto do rosto', {}, WAIT)).toBeInTheDocument();
  });
});
