import { PHOTO_CONSENT_VERSION, photoConsentText } from '@pele/shared/photo-consent';
import type { PhotoReadings } from '@pele/shared/photo-quality';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session';
import { analysisFlowRoutes, completeAnalysis, fetchByRoute, json } from '../../../testing/analysis-fixtures';
import { fail, testUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const WAIT = { timeout: 5000 };
const stopTrack = vi.fn();
const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>();
const toBlob = vi.fn((callback: BlobCallback) => callback(new Blob(['jpeg'], { type: 'image/jpeg' })));
const drawImage = vi.fn();

/** The in-browser face detector: each test scripts what it reads (the real one needs WebGL and the models). */
const readFace = vi.fn<() => Promise<PhotoReadings | undefined>>();
const loadFaceReader = vi.fn();
vi.mock('../live-face-reader', () => ({ loadFaceReader: () => loadFaceReader() }));

/** Gives jsdom's video elements a current 1280×720 frame, so the live guidance reads it. */
const videoHasFrame = () => {
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(1280);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(720);
};

const setMediaDevices = (value: unknown) =>
  Object.defineProperty(navigator, 'mediaDevices', { value, configurable: true });

const openAnalyzeTab = async (user = testUser()) => {
  startSession({ token: 'tok', refreshToken: 'ref', user });
  renderApp('/app');
  await screen.findByTestId('app-shell', {}, WAIT);
  await userEvent.click(screen.getByTestId('tab-analyze'));
  const heading = await screen.findByRole('heading', { name: 'Analisar Pele', level: 1 }, WAIT);
  // After the trial the tab asks the paywall status first (unanswered here: the tab opens, the server guards).
  await waitFor(() => expect(screen.queryByText('Carregando...')).toBeNull(), WAIT);
  return heading;
};

beforeAll(() => {
  Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:photo', configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => {}, configurable: true });
});

beforeEach(() => {
  stopTrack.mockReset();
  readFace.mockReset();
  loadFaceReader.mockReset();
  loadFaceReader.mockResolvedValue({ read: readFace });
  getUserMedia.mockReset();
  getUserMedia.mockResolvedValue({ getTracks: () => [{ stop: stopTrack }] } as unknown as MediaStream);
  setMediaDevices({ getUserMedia });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  // `never`: getContext is overloaded per context kind, and the face detector's WebGPU types add one more.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(toBlob);
  vi.stubGlobal('fetch', fetchByRoute({}));
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('analyze tab', () => {
  it('shows the guidance and opens the front camera at 1280×720 without audio behind a face guide', async () => {
    await openAnalyzeTab();
    expect(screen.getByRole('heading', { name: 'Para um resultado confiável' })).toBeInTheDocument();
    expect(screen.getByText(/Tire os óculos/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir Câmera' }));
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: false,
      video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } },
    });
    expect(await screen.findByLabelText('Pré-visualização da câmera frontal')).toBeVisible();
    expect(screen.getByTestId('face-guide')).toBeInTheDocument();
  });

  it('turns the face guide ready when the live reading passes, and says what to fix when it does not', async () => {
    videoHasFrame();
    readFace.mockResolvedValue({ yawDegrees: 3, pitchDegrees: 2, skinLightness: 60, faceWidthPx: 320 });
    await openAnalyzeTab();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir Câmera' }));
    expect(await screen.findByText('Tudo certo! Pode capturar', {}, WAIT)).toBeVisible();
    expect(screen.getByTestId('face-guide')).toHaveAttribute('data-state', 'ready');
    readFace.mockResolvedValue({ yawDegrees: 35, pitchDegrees: 2, skinLightness: 60, faceWidthPx: 320 });
    expect(await screen.findByText('Olhe de frente para a câmera', {}, WAIT)).toBeVisible();
    expect(screen.getByTestId('face-guide')).toHaveAttribute('data-state', 'adjust');
    expect(screen.getByRole('button', { name: 'Capturar Foto' })).toBeEnabled();
  });

  it('keeps the static hint, and capture, when the face detector cannot load', async () => {
    videoHasFrame();
    loadFaceReader.mockRejectedValue(new Error('no WebGL'));
    await openAnalyzeTab();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir Câmera' }));
    await waitFor(() => expect(loadFaceReader).toHaveBeenCalled(), WAIT);
    expect(screen.getByText('Encaixe o rosto dentro da moldura oval')).toBeVisible();
    expect(screen.getByTestId('face-guide')).not.toHaveAttribute('data-state');
    expect(screen.getByRole('button', { name: 'Capturar Foto' })).toBeEnabled();
  });

  it('captures a 640×480 JPEG at quality 0.9 when the video has no size yet, and stops the camera', async () => {
    await openAnalyzeTab();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir Câmera' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Capturar Foto' }));
    expect(await screen.findByRole('img', { name: 'Foto escolhida para a análise' })).toBeInTheDocument();
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.9);
    expect(drawImage).toHaveBeenCalledWith(expect.any(HTMLVideoElement), 0, 0, 640, 480);
    expect(stopTrack).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Analisar Minha Pele' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tirar Outra Foto' }));
    expect(screen.queryByRole('img', { name: 'Foto escolhida para a análise' })).toBeNull();
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(2));
  });

  it("says 'Erro ao capturar imagem.' when the frame cannot be encoded", async () => {
    toBlob.mockImplementationOnce((callback: BlobCallback) => callback(null));
    await openAnalyzeTab();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir Câmera' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Capturar Foto' }));
    expect(await screen.findByTestId('camera-error')).toHaveTextContent(
      'Erro ao capturar imagem. Por favor, tente novamente.',
    );
  });

  it('stops the camera when the user leaves the tab', async () => {
    await openAnalyzeTab();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir Câmera' }));
    await screen.findByRole('button', { name: 'Capturar Foto' });
    await userEvent.click(screen.getByTestId('tab-home'));
    expect(stopTrack).toHaveBeenCalled();
  });

  it('says the browser has no camera access when getUserMedia is missing', async () => {
    setMediaDevices(undefined);
    await openAnalyzeTab();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir Câmera' }));
    expect(screen.getByTestId('camera-error')).toHaveTextContent(
      'Seu navegador não suporta acesso à câmera.',
    );
  });

  it('asks to check the permissions when the camera is refused', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await openAnalyzeTab();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir Câmera' }));
    expect(await screen.findByTestId('camera-error')).toHaveTextContent(
      'Não foi possível acessar a câmera. Por favor, verifique as permissões do navegador e tente novamente.',
    );
  });

  it('shows a chosen gallery photo in the camera tab, then analyses it in place', async () => {
    vi.stubGlobal(
      'fetch',
      fetchByRoute(analysisFlowRoutes(json(completeAnalysis({ skinType: 'Sensível' })))),
    );
    await openAnalyzeTab();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar Foto' }));
    await userEvent.upload(
      screen.getByLabelText('Escolher Imagem da Galeria'),
      new File(['png'], 'eu.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('button', { name: 'Câmera' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Foto escolhida para a análise' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Analisar Minha Pele' }));
    const result = await screen.findByTestId('analysis-result', {}, WAIT);
    expect(
      within(result).getByRole('heading', { name: 'Resultado da Análise', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('skin-type-Sensível')).toHaveTextContent('Selecionado');

    // The analysis set the stored flag, so the products tab now passes the gate.
    await userEvent.click(screen.getByRole('button', { name: 'Ver Produtos Recomendados' }));
    expect(screen.getByTestId('tab-products')).toHaveAttribute('aria-current', 'page');
  });
});

describe('consent for face photos in the analyze tab', () => {
  const withoutConsent = () => testUser({ photoConsent: null });

  it('asks for consent before the first photo: what is kept, for how long, the right to delete; no camera yet', async () => {
    await openAnalyzeTab(withoutConsent());
    const step = screen.getByTestId('photo-consent');
    const heading = within(step).getByRole('heading', { name: photoConsentText.title, level: 2 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(step).getByText('O que guardamos:')).toBeInTheDocument();
    expect(within(step).getByText(/apagada automaticamente 90 dias depois do envio/)).toBeInTheDocument();
    expect(
      within(step).getByText(/revogar este consentimento a qualquer momento em Configurações/),
    ).toBeVisible();
    expect(within(step).getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.queryByRole('button', { name: 'Abrir Câmera' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar Foto' })).toBeNull();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('records the consent with the text version on agreeing, then opens the capture', async () => {
    const fetchMock = fetchByRoute({
      'POST /api/users/me/consent': json(
        testUser({ photoConsent: { version: PHOTO_CONSENT_VERSION, givenAt: '2026-11-25T12:00:00.000Z' } }),
      ),
    });
    vi.stubGlobal('fetch', fetchMock);
    await openAnalyzeTab(withoutConsent());
    await userEvent.click(screen.getByRole('button', { name: photoConsentText.agree }));
    expect(await screen.findByRole('button', { name: 'Abrir Câmera' }, WAIT)).toBeInTheDocument();
    expect(screen.queryByTestId('photo-consent')).toBeNull();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/users/me/consent');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ version: PHOTO_CONSENT_VERSION });
  });

  it('keeps the step and says why when the consent cannot be recorded', async () => {
    vi.stubGlobal(
      'fetch',
      fetchByRoute({
        'POST /api/users/me/consent': () =>
          fail(
            409,
            'O termo de consentimento foi atualizado. Leia a nova versão e confirme novamente.',
            'CONFLICT',
          ),
      }),
    );
    await openAnalyzeTab(withoutConsent());
    await userEvent.click(screen.getByRole('button', { name: photoConsentText.agree }));
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'O termo de consentimento foi atualizado',
    );
    expect(screen.getByTestId('photo-consent')).toBeInTheDocument();
  });

  it("'Agora não' leaves for the home tab without a photo", async () => {
    await openAnalyzeTab(withoutConsent());
    await userEvent.click(screen.getByRole('button', { name: photoConsentText.decline }));
    expect(screen.getByTestId('tab-home')).toHaveAttribute('aria-current', 'page');
  });

  it('asks again when the server refuses the photo for lack of a current consent', async () => {
    vi.stubGlobal(
      'fetch',
      fetchByRoute({
        'POST /api/skin-analysis/uploads': () =>
          fail(403, 'Para analisar sua pele, precisamos do seu consentimento.', 'CONSENT_REQUIRED'),
      }),
    );
    await openAnalyzeTab();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar Foto' }));
    await userEvent.upload(
      screen.getByLabelText('Escolher Imagem da Galeria'),
      new File(['png'], 'eu.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Analisar Minha Pele' }));
    expect(await screen.findByTestId('photo-consent', {}, WAIT)).toBeInTheDocument();
  });
});

describe('the analyze tab after the trial', () => {
  const expired = {
    isInFreeTrial: false,
    trialExpired: true,
    trialEndsAt: '2025-01-08T00:00:00.000Z',
    hasActiveSubscription: false,
    shouldShowPaywall: true,
    accessReason: 'trial_expired',
    features: [],
  };
  const plan = {
    id: 'premium-mensal',
    _id: 'premium-mensal',
    name: 'Premium Mensal',
    price: 29.9,
    duration_days: 30,
    features: ['skin_analysis'],
    isPopular: false,
  };

  it('shows the plans, and neither the consent step nor the camera, to someone without access', async () => {
    vi.stubGlobal(
      'fetch',
      fetchByRoute({
        'GET /api/subscriptions/paywall-status': json(expired),
        'GET /api/subscriptions/plans': json([plan]),
      }),
    );
    await openAnalyzeTab(testUser({ photoConsent: null }));
    const gate = await screen.findByTestId('plans-gate', {}, WAIT);
    expect(within(gate).getByText(/Seu teste grátis terminou em/)).toBeInTheDocument();
    expect(await within(gate).findByTestId('plan-premium-mensal')).toHaveTextContent('R$ 29,90/mês');
    expect(screen.queryByTestId('photo-consent')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Abrir Câmera' })).toBeNull();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('opens the capture for a subscriber whose plan has the analysis', async () => {
    vi.stubGlobal(
      'fetch',
      fetchByRoute({
        'GET /api/subscriptions/paywall-status': json({
          ...expired,
          hasActiveSubscription: true,
          shouldShowPaywall: false,
          accessReason: 'subscription',
          features: ['skin_analysis'],
        }),
      }),
    );
    await openAnalyzeTab();
    expect(await screen.findByRole('button', { name: 'Abrir Câmera' }, WAIT)).toBeInTheDocument();
    expect(screen.queryByTestId('plans-gate')).toBeNull();
  });
});
