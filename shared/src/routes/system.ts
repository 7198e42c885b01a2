import { defineRoute, type RouteDef } from '../route-def';
import * as schema from '../schemas/system';

export const health = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  response: schema.health,
});

/** The settings staff change in the panel that the public pages read (the support phone). */
export const publicSettings = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/settings/public',
  access: 'public',
  response: schema.publicSettings,
});

/** The landing page's figures and trial length (schema.landingFigures); public, read on every landing visit. */
export const landingFigures = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/landing/figures',
  access: 'public',
  response: schema.landingFigures,
});

export const systemRoutes = { health, publicSettings, landingFigures } satisfies Record<string, RouteDef>;
