import { z } from 'zod';
import { defineRoute, type RouteDef } from '../route-def';
import * as schema from '../schemas/skin-analysis';

/**
 * Skin analysis (spec 7.2, adapted to an async flow): presigned upload → create (202) → analyzer Lambda →
 * poll by id. Taking a new analysis needs `skin_analysis`; history needs `skin_history`, progress
 * `skin_progress`. Reading or deleting one's own analysis is never gated.
 */
export const skinAnalysisRoutes = {
  analysisUpload: defineRoute({
    method: 'POST',
    path: '/api/skin-analysis/uploads',
    handler: 'analysis/create-upload',
    access: 'user',
    feature: 'skin_analysis',
    body: schema.analysisUploadBody,
    response: schema.analysisUpload,
    grants: ['uploads:write'],
  }),
  analysisCreate: defineRoute({
    method: 'POST',
    path: '/api/skin-analysis',
    handler: 'analysis/create-analysis',
    access: 'user',
    feature: 'skin_analysis',
    status: 202,
    body: schema.createAnalysisBody,
    response: schema.analysisAccepted,
    grants: ['table:write', 'uploads:read', 'uploads:delete', 'analyzer:invoke'],
  }),
  analysisHistory: defineRoute({
    method: 'GET',
    path: '/api/skin-analysis',
    handler: 'analysis/list-analyses',
    access: 'user',
    feature: 'skin_history',
    query: schema.historyQuery,
    response: z.array(schema.analysisSummary),
  }),
  analysisLatest: defineRoute({
    method: 'GET',
    path: '/api/skin-analysis/latest',
    handler: 'analysis/latest-analysis',
    access: 'user',
    response: schema.latestAnalysis,
  }),
  analysisProgress: defineRoute({
    method: 'GET',
    path: '/api/skin-analysis/progress',
    handler: 'analysis/progress',
    access: 'user',
    feature: 'skin_progress',
    response: schema.progress,
  }),
  analysisGet: defineRoute({
    method: 'GET',
    path: '/api/skin-analysis/{id}',
    handler: 'analysis/get-analysis',
    access: 'user',
    params: schema.analysisIdParams,
    response: schema.analysis,
    grants: ['uploads:read'],
  }),
  analysisImprovements: defineRoute({
    method: 'PUT',
    path: '/api/skin-analysis/{id}/improvements',
    handler: 'analysis/update-improvements',
    access: 'user',
    params: schema.analysisIdParams,
    body: schema.improvementsBody,
    response: schema.analysis,
    grants: ['table:write', 'uploads:read'],
  }),
  analysisDelete: defineRoute({
    method: 'DELETE',
    path: '/api/skin-analysis/{id}',
    handler: 'analysis/delete-analysis',
    access: 'user',
    params: schema.analysisIdParams,
    response: z.object({ deleted: z.literal(true) }),
    grants: ['table:write', 'uploads:delete'],
  }),
} satisfies Record<string, RouteDef>;
