/** Query keys of the analysis calls; everything under `all` is refreshed when an analysis completes. */
export const analysisKeys = {
  all: ['skin-analysis'] as const,
  history: () => [...analysisKeys.all, 'history'] as const,
  latest: () => [...analysisKeys.all, 'latest'] as const,
  progress: () => [...analysisKeys.all, 'progress'] as const,
  detail: (id: string) => [...analysisKeys.all, 'detail', id] as const,
};
