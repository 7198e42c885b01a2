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

export const logout = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/auth/logout',
  access: 'public',
  body: auth.logoutBody,
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
  profile,
  forgotPassword,
  resetPassword,
} satisfies Record<string, RouteDef>;
