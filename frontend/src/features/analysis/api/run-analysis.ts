import type { BodyOf } from '@pele/shared/route-def';
import type { routes } from '@pele/shared/routes';
import type { Analysis } from '@pele/shared/schemas/skin-analysis';
import { isApiError } from '../../../lib/api-error';
import { uploadToPresignedPost } from '../../../lib/presigned-upload';
import { analysisMessages } from '../analysis-messages';
import { POLL_BACKOFF, pollDelay } from '../poll-backoff';
import { createAnalysis } from './create-analysis';
import { getAnalysis } from './get-analysis';
import { requestAnalysisUpload } from './request-analysis-upload';

type ContentType = BodyOf<typeof routes.analysisUpload>['contentType'];

/** The analyzer refused the photo (no face, too dark, ...): `message` is its pt-BR reason. */
export class AnalysisFailedError extends Error {
  override readonly name = 'AnalysisFailedError';
  constructor(readonly analysis: Analysis) {
    super(analysis.failureReason ?? analysisMessages.analysisFailed);
  }
}

/** No answer within the polling budget. */
export class AnalysisTimeoutError extends Error {
  override readonly name = 'AnalysisTimeoutError';
  constructor() {
    super(analysisMessages.analysisFailed);
  }
}

const abortError = (signal: AbortSignal) =>
  signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal as AbortSignal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** A dropped connection or a 5xx while waiting is worth another poll; a 4xx will not change. */
const isTransient = (error: unknown) => isApiError(error) && (error.status === 0 || error.status >= 500);

interface PollOptions {
  signal?: AbortSignal;
  now?: () => number;
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** Polls `GET /skin-analysis/{id}` with a short backoff until the analyzer writes `complete` or `failed`. */
export const pollAnalysis = async (
  id: string,
  { signal, now = Date.now, wait = sleep }: PollOptions = {},
) => {
  const started = now();
  for (let attempt = 0; ; attempt++) {
    const delay = pollDelay(attempt);
    if (now() - started + delay > POLL_BACKOFF.giveUpAfterMs) throw new AnalysisTimeoutError();
    await wait(delay, signal);
    let analysis: Analysis;
    try {
      analysis = await getAnalysis(id, signal);
    } catch (error) {
      if (isTransient(error) && !signal?.aborted) continue;
      throw error;
    }
    if (analysis.status === 'complete') return analysis;
    if (analysis.status === 'failed') throw new AnalysisFailedError(analysis);
  }
};

/**
 * The whole analysis: presign, send the photo straight to storage, start the analyzer, wait for its verdict.
 * Resolves with the complete analysis; rejects with AnalysisFailedError when the photo was refused.
 */
export const runAnalysis = async (photo: Blob, options: PollOptions = {}) => {
  const upload = await requestAnalysisUpload(
    { contentType: photo.type as ContentType, size: photo.size },
    options.signal,
  );
  await uploadToPresignedPost(upload, photo);
  const accepted = await createAnalysis(upload.key, options.signal);
  return pollAnalysis(accepted.id, options);
};
