import type { z } from 'zod/mini';
import type { PlanFeature } from './constants';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** public: anyone; user: a signed-in, active account; admin: a signed-in account in the `admin` group. */
export type Access = 'public' | 'user' | 'admin';
/**
 * The browser-safe contract of one HTTP route: what a caller may send and gets back, and who may call it.
 * How the route is deployed (handler module, IAM grants, memory) is not here: it lives with the functions
 * (`functions/src/deployment/route-deployments.ts`), keyed by the route's name, so the SPA never ships it.
 */
export interface RouteDef<
  B extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  P extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  /** API Gateway syntax, always under /api: `/api/products/{id}`. */
  path: `/api/${string}`;
  access: Access;
  feature?: PlanFeature;
  /** Success status; 200 unless stated. */
  status?: number;
  body?: B;
  query?: Q;
  params?: P;
  response: R;
}

/**
 * Identity helper that keeps each route's schema types for the typed client. Mark each call pure
 * (the `@__PURE__` annotation) and take schemas from `schemas/`, never built inline: then a bundler drops
 * every contract a handler does not import, and each Lambda carries only its own route (a test checks it).
 */
export const defineRoute = <
  B extends z.ZodMiniType,
  Q extends z.ZodMiniType,
  P extends z.ZodMiniType,
  R extends z.ZodMiniType,
>(
  route: RouteDef<B, Q, P, R>,
) => route;

export type BodyOf<T> =
  T extends RouteDef<infer B, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType> ? z.input<B> : never;
export type QueryOf<T> =
  T extends RouteDef<z.ZodMiniType, infer Q, z.ZodMiniType, z.ZodMiniType> ? z.input<Q> : never;
export type ParamsOf<T> =
  T extends RouteDef<z.ZodMiniType, z.ZodMiniType, infer P, z.ZodMiniType> ? z.input<P> : never;
export type ResponseOf<T> =
  T extends RouteDef<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer R> ? z.output<R> : never;

/** `/api/products/{id}` + {id:'p1'} → `/api/products/p1` (values URI-encoded). */
export const fillPath = (path: string, params: Record<string, string> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });

/** What the server sees after validation (defaults applied, strings coerced). */
export type ParsedBodyOf<T> =
  T extends RouteDef<infer B, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType> ? z.output<B> : never;
export type ParsedQueryOf<T> =
  T extends RouteDef<z.ZodMiniType, infer Q, z.ZodMiniType, z.ZodMiniType> ? z.output<Q> : never;
export type ParsedParamsOf<T> =
  T extends RouteDef<z.ZodMiniType, z.ZodMiniType, infer P, z.ZodMiniType> ? z.output<P> : never;
