import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AnalysisResult, ConcernKey } from '@pele/shared/schemas/skin-analysis';
import { ulid } from 'ulid';
import { keys } from '../src/adapters/dynamo/keys';
import type { AnalysisRecord } from '../src/domain/analysis/analysis-record';
import { api, type TestUser } from './http';
import { documentClient, tableName } from './table';

/**
 * Test arrangements for the products and reviews suites. A complete analysis with chosen numbers is
 * written straight to the table (the analyzer's own suite covers measuring a photo), so the ranking can
 * be asserted against a known profile. Every assertion still goes through HTTP.
 */
export interface AnalysisNumbers {
  skinType: AnalysisResult['skinType'];
  scores: AnalysisResult['scores'];
  concerns: Array<{ key: ConcernKey; name: string; severity: number }>;
}

/** An oily, acne-prone skin as the analyzer would report it. */
export const oilyAcneProne: AnalysisNumbers = {
  skinType: 'Oleosa',
  scores: { dry: 12, oily: 78, sensitive: 25 },
  concerns: [
    { key: 'oiliness', name: 'Oleosidade', severity: 72 },
    { key: 'acne', name: 'Tendência a Acne', severity: 64 },
    { key: 'enlarged_pores', name: 'Poros Dilatados', severity: 55 },
    { key: 'fine_lines', name: 'Linhas Finas', severity: 8 },
  ],
};

export const completeAnalysis = async (userId: string, numbers: AnalysisNumbers) => {
  const id = ulid();
  const now = new Date().toISOString();
  const result: AnalysisResult = {
    engineVersion: 'test-fixture',
    skinType: numbers.skinType,
    skinTypeDescription: 'Pele de teste',
    scores: numbers.scores,
    metrics: { hydration: 50, texture: 50, pigmentation: 50 },
    hydrationIsEstimate: true,
    concerns: numbers.concerns.map((c) => ({ ...c, description: '' })),
    recommendations: [],
    zones: [],
    quality: { warnings: [] },
    image: { width: 640, height: 480 },
  };
  const record: AnalysisRecord = {
    id,
    userId,
    status: 'complete',
    createdAt: now,
    completedAt: now,
    uploadKey: 'uploads/tmp/none',
    imageKey: null,
    result,
    failureReason: null,
    failureCode: null,
    improvements: [],
  };
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.analysis(userId, id), type: 'ANALYSIS', ...record },
    }),
  );
  return id;
};

export interface ProductCard {
  id: string;
  name: string;
  brand: string;
  category: string;
  image: string;
  imageUrl: string;
  image_url: string;
  price: number;
  originalPrice: number | null;
  rating: number;
  numReviews: number;
  ingredients: string[];
  skinTypes: string[];
  concerns: string[];
  concernLabels: string[];
  isSaved: boolean;
  recommendationScore: number | null;
  recommendationReason: string | null;
  alerts: Array<{ ingredient: string; reason: string }>;
  hasAlert: boolean;
}
export interface ProductPage {
  data: ProductCard[];
  page: number;
  pages: number;
  total: number;
}

export const listProducts = async (user: TestUser, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await api<ProductPage>('GET', `/api/products${search.size ? `?${search}` : ''}`, {
    token: user.token,
  });
  return res;
};

/** Every product of the catalog, through the list's own pagination. */
export const wholeCatalog = async (user: TestUser): Promise<ProductCard[]> => {
  const all: ProductCard[] = [];
  for (let page = 1; ; page++) {
    const res = await listProducts(user, { page, limit: 50 });
    if (res.status !== 200) throw new Error(`list failed: ${JSON.stringify(res.body)}`);
    const body = res.body.data as ProductPage;
    all.push(...body.data);
    if (page >= body.pages) return all;
  }
};

/** Retries an HTTP check until it holds: for effects that arrive asynchronously (webhooks, the analyzer). */
export const eventually = async <T>(
  read: () => Promise<T>,
  holds: (value: T) => boolean,
  timeoutMs = 5_000,
) => {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!holds(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
};

export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
