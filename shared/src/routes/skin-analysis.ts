import { defineRoute, type RouteDef } from '../route-def';
import * as schema from '../schemas/skin-analysis';

/**
 * Skin analysis (spec 7.2, adapted to an async flow): presigned upload → create (202) → analyzer Lambda →
 * poll by id. Taking a new analysis needs `skin_analysis`; history needs `skin_history`, progress
 * `skin_progress`. Reading or deleting one's own analysis is never gated.
 */
export const analysisUpload = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/skin-analysis/uploads',
  access: 'user',
  feature: 'skin_analysis',
  body: schema.analysisUploadBody,
  response: schema.analysisUpload,
});

export const analysisCreate = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/skin-analysis',
  access: 'user',
  feature: 'skin_analysis',
  status: 202,
  body: schema.createAnalysisBody,
  response: schema.analysisAccepted,
});

export const analysisHistory = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/skin-analysis',
  access: 'user',
  feature: 'skin_history',
  query: schema.historyQuery,
  response: schema.analysisSummaryList,
});

export const analysisLatest = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/skin-analysis/latest',
  access: 'user',
  response: schema.latestAnalysis,
});

export const analysisProgress = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/skin-analysis/progress',
  access: 'user',
  feature: 'skin_progress',
  response: schema.progress,
});

export const analysisGet = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/skin-analysis/{id}',
  access: 'user',
  params: schema.analysisIdParams,
  response: schema.analysis,
});

export const analysisImprovements = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/skin-analysis/{id}/improvements',
  access: 'user',
  params: schema.analysisIdParams,
  body: schema.improvementsBody,
  response: schema.analysis,
});

export const analysisDelete = /* @__PURE__ */ defineRoute({
  method: 'DELETE',
  path: '/api/skin-analysis/{id}',
  access: 'user',
  params: schema.analysisIdParams,
  response: schema.analysisDeleted,
});

export const skinAnalysisRoutes = {
  analysisUpload,
  analysisCreate,
  analysisHistory,
  analysisLatest,
  analysisProgress,
  analysisGet,
  analysisImprovements,
  analysisDelete,
} satisfies Record<string, RouteDef>;
