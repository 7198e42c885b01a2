import { defineRoute, type RouteDef } from '../route-def';
import * as auth from '../schemas/auth';

/** Authentication (spec 7.1). */
export const register = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/auth/register',
  access: 'public',
  status: 201,
  body: auth.registerBody,
  response: auth.session,
});

export const login = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/auth/login',
  access: 'public',
  body: auth.loginBody,
  response: auth.session,
});

export const refresh = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/auth/refresh',
  access: 'public',
  body: auth.refreshBody,
  response: auth.refreshed,
});

/**
 * Signed-in: the server revokes this session's tokens by their ids, and only a verified token says which
 * (a public route gets no claims from API Gateway). An expired access token is refreshed first by the client.
 */
export const logout = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/auth/logout',
  access: 'user',
  body: auth.logoutBody,
  response: auth.message,
});

/** 'Sair de todos os dispositivos': ends every session of the caller, this one included. */
export const logoutAll = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/auth/logout-all',
  access: 'user',
  response: auth.message,
});

export const profile = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/auth/profile',
  access: 'user',
  response: auth.user,
});

export const forgotPassword = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/auth/forgot-password',
  access: 'public',
  body: auth.forgotBody,
  response: auth.message,
});

export const resetPassword = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/auth/reset-password',
  access: 'public',
  body: auth.resetBody,
  response: auth.message,
});

export const authRoutes = {
  register,
  login,
  refresh,
  logout,
  logoutAll,
  profile,
  forgotPassword,
  resetPassword,
} satisfies Record<string, RouteDef>;
