import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisRecord } from '../../domain/analysis/analysis-record';

const get = vi.fn();
const finish = vi.fn();
const remove = vi.fn();
const logged = vi.fn();
vi.mock('../../adapters/dynamo/analyses-repository', () => ({ analysesRepository: { get, finish } }));
vi.mock('../../adapters/storage/private-images', () => ({ privateImages: { remove } }));
vi.mock('../../lib/logger', () => ({
  logger: {
    error: (...args: unknown[]) => logged('error', ...args),
    warn: (...args: unknown[]) => logged('warn', ...args),
  },
}));

const { handler, ANALYZER_CRASHED } = await import('./analyzer-failed');

/** Lambda's on-failure invocation record, as AWS documents it, for an analyzer that threw twice. */
const failureRecord = (payload: unknown) => ({
  version: '1.0' as const,
  timestamp: '2026-11-25T16:00:00.000Z',
  requestContext: {
    requestId: 'req-1',
    functionArn: 'arn:aws:lambda:us-east-1:123456789012:function:analyzer:$LATEST',
    condition: 'RetriesExhausted',
    approximateInvokeCount: 2,
  },
  requestPayload: payload as { userId: string; analysisId: string },
  responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
  responsePayload: { errorType: 'Error', errorMessage: 'engine exploded', trace: [] },
});

const processing: AnalysisRecord = {
  id: 'a-1',
  userId: 'u-1',
  status: 'processing',
  createdAt: '2026-11-25T15:59:00.000Z',
  completedAt: null,
  uploadKey: 'uploads/tmp/analysis/raw-1',
  imageKey: null,
  result: null,
  failureReason: null,
  failureCode: null,
  improvements: [],
};

beforeEach(() => {
  get.mockReset().mockResolvedValue(processing);
  finish.mockReset().mockResolvedValue(true);
  remove.mockReset().mockResolvedValue(undefined);
  logged.mockReset();
});

describe('analyzer on-failure destination', () => {
  it('marks a processing analysis failed with the spec analysis error and deletes its raw upload', async () => {
    await expect(handler(failureRecord({ userId: 'u-1', analysisId: 'a-1' }))).resolves.toEqual({
      marked: true,
    });
    expect(finish).toHaveBeenCalledWith('u-1', 'a-1', {
      status: 'failed',
      completedAt: expect.any(String),
      result: null,
      failureReason: 'Ocorreu um erro ao analisar sua pele. Por favor, tente novamente.',
      failureCode: ANALYZER_CRASHED,
      imageKey: null,
    });
    expect(remove).toHaveBeenCalledWith('u-1', 'uploads/tmp/analysis/raw-1');
  });

  it('records the failure as an error log line with the analysis id, the attempts and the error', async () => {
    await handler(failureRecord({ userId: 'u-1', analysisId: 'a-1' }));
    expect(logged).toHaveBeenCalledWith(
      'error',
      expect.any(String),
      expect.objectContaining({
        analysisId: 'a-1',
        condition: 'RetriesExhausted',
        attempts: 2,
        errorMessage: 'engine exploded',
        marked: true,
      }),
    );
  });

  it.each([
    ['finished', { ...processing, status: 'complete' as const }],
    ['deleted', undefined],
  ])('leaves an analysis that was %s meanwhile as it is', async (_, current) => {
    get.mockResolvedValue(current);
    await expect(handler(failureRecord({ userId: 'u-1', analysisId: 'a-1' }))).resolves.toEqual({
      marked: false,
    });
    expect(finish).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });

  it('keeps the upload when another delivery of the record marked it first', async () => {
    finish.mockResolvedValue(false);
    await expect(handler(failureRecord({ userId: 'u-1', analysisId: 'a-1' }))).resolves.toEqual({
      marked: false,
    });
    expect(remove).not.toHaveBeenCalled();
  });

  it('logs an event that names no analysis and touches nothing', async () => {
    await expect(handler(failureRecord({ junk: true }))).resolves.toEqual({ marked: false });
    expect(get).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith(
      'error',
      expect.any(String),
      expect.objectContaining({ attempts: 2 }),
    );
  });

  it('throws when the table does not answer, so Lambda retries it and then dead-letters the record', async () => {
    get.mockRejectedValue(new Error('connect ECONNREFUSED'));
    await expect(handler(failureRecord({ userId: 'u-1', analysisId: 'a-1' }))).rejects.toThrow(
      'ECONNREFUSED',
    );
  });
});
