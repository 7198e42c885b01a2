import {
  type Analysis,
  type AnalysisSummary,
  bandsOf,
  type Progress,
} from '@pele/shared/schemas/skin-analysis';
import { vi } from 'vitest';
import { fail, ok } from './fixtures';

/** Test-only: analyses shaped as the API returns them, and a fetch mock that answers by method and URL. */
export const completeAnalysis = (overrides: Partial<Analysis> = {}): Analysis => ({
  id: 'a1',
  status: 'complete',
  createdAt: '2025-03-01T10:00:00.000Z',
  completedAt: '2025-03-01T10:00:02.000Z',
  failureReason: null,
  failureCode: null,
  imageUrl: 'http://storage.test/photo.jpg?sig=1',
  photoStatus: 'available',
  photoDeleteAfter: '2025-05-30T10:00:02.000Z',
  skinType: 'Oleosa',
  skinTypeDescription: 'Pele com brilho na zona T e poros mais visíveis.',
  scores: { dry: 22, oily: 64, sensitive: 31 },
  metrics: { hydration: 58, texture: 71, pigmentation: 66 },
  hydrationIsEstimate: true,
  readings: [],
  concerns: [
    { key: 'oiliness', name: 'Oleosidade', severity: 64, description: 'Brilho acima do comum na zona T.' },
    { key: 'enlarged_pores', name: 'Poros Dilatados', severity: 40, description: 'Poros visíveis no nariz.' },
  ],
  recommendations: [
    {
      category: 'Limpeza',
      productCategory: 'cleansers',
      reason: 'Um gel de limpeza suave controla a oleosidade sem ressecar.',
    },
  ],
  zones: [
    {
      key: 'forehead',
      name: 'Testa',
      polygon: [
        [0.3, 0.2],
        [0.7, 0.2],
        [0.7, 0.3],
        [0.3, 0.3],
      ],
      raw: { lightness: 64.2, shineShare: 0.12, skinPixels: 5200 },
    },
    {
      key: 'nose',
      name: 'Nariz (zona T)',
      polygon: [
        [0.45, 0.35],
        [0.55, 0.35],
        [0.5, 0.55],
      ],
      raw: { lightness: 66.1, redness: 12.4, skinPixels: 80 },
    },
  ],
  skinTone: { ita: 38.2, category: 'Intermediária' },
  qualityWarnings: ['A luz da foto tinha um tom de cor; corrigimos parte dele antes de medir.'],
  photoQuality: null,
  image: { width: 960, height: 1280 },
  engineVersion: 'offline-1',
  improvements: [],
  ...overrides,
});

export const summaryOf = (analysis: Analysis): AnalysisSummary => ({
  id: analysis.id,
  status: analysis.status,
  createdAt: analysis.createdAt,
  completedAt: analysis.completedAt,
  failureReason: analysis.failureReason,
  skinType: analysis.skinType,
  scores: analysis.scores,
  metrics: analysis.metrics,
  bands: bandsOf(analysis.readings),
  concerns: analysis.concerns,
});

export const progressOf = (overrides: Partial<Progress> = {}): Progress => ({
  improvement: null,
  improvementMetrics: [],
  analysesCount: 0,
  comparableCount: 0,
  trends: null,
  series: [],
  ...overrides,
});

export const featureRequired = (feature: string) =>
  fail(
    403,
    `Seu plano não inclui este recurso (${feature}). Assine o Premium para desbloquear.`,
    'FEATURE_REQUIRED',
  );

type Answer = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * A fetch mock keyed by 'METHOD url' (e.g. 'GET /api/skin-analysis/latest'). A list answers in turn and
 * repeats its last entry; anything unlisted gets a 404 envelope, so a screen's other queries fail fast.
 */
export const fetchByRoute = (answers: Record<string, Answer | Answer[]>) => {
  const queues = new Map(Object.entries(answers).map(([key, value]) => [key, [value].flat()]));
  return vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const queue = queues.get(key);
    const answer = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    return answer ? answer(init) : fail(404, 'Recurso não encontrado.', 'NOT_FOUND');
  });
};

export const json =
  (data: unknown, status = 200) =>
  () =>
    ok(data, status);

export const calledUrls = (mock: ReturnType<typeof fetchByRoute>) =>
  mock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

/** What POST /api/skin-analysis/uploads answers: where the browser sends the photo. */
const testUpload = {
  url: 'http://storage.test/uploads',
  fields: { key: 'k1' },
  key: 'k1',
  maxBytes: 1,
  expiresIn: 300,
};

/**
 * The routes of one photo's analysis: the upload's address, the storage's answer, the start (analysis a1), then
 * `result` for each poll of a1 (a list answers in turn).
 */
export const analysisFlowRoutes = (result: Answer | Answer[], upload: object = testUpload) => ({
  'POST /api/skin-analysis/uploads': json(upload),
  'POST http://storage.test/uploads': () => new Response(null, { status: 204 }),
  'POST /api/skin-analysis': json({ id: 'a1', status: 'processing' }, 202),
  'GET /api/skin-analysis/a1': result,
});
