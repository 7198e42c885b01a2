import { defineRoute, type RouteDef } from '../route-def';
import * as schema from '../schemas/scans';

/**
 * The label scanner's saved scans, in the caller's partition. Owner only: a scan is found by the token's user and
 * its id, so another person's id answers 404.
 */
export const createScan = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/scans',
  access: 'user',
  status: 201,
  body: schema.createScanBody,
  response: schema.scan,
});

export const listScans = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/scans',
  access: 'user',
  response: schema.scanList,
});

export const getScan = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/scans/{id}',
  access: 'user',
  params: schema.scanIdParams,
  response: schema.scan,
});

export const deleteScan = /* @__PURE__ */ defineRoute({
  method: 'DELETE',
  path: '/api/scans/{id}',
  access: 'user',
  params: schema.scanIdParams,
  response: schema.scanDeleted,
});

export const scanRoutes = { createScan, listScans, getScan, deleteScan } satisfies Record<string, RouteDef>;
