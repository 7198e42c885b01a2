import { defineRoute, type RouteDef } from '../route-def';
import * as auth from '../schemas/auth';

/** Authentication (spec 7.1). */
export const authRoutes = {
  register: defineRoute({
    method: 'POST',
    path: '/api/auth/register',
    handler: 'auth/register',
    access: 'public',
    status: 201,
    body: auth.registerBody,
    response: auth.session,
    grants: ['table:write', 'cognito:auth', 'cognito:admin', 'uploads:read'],
  }),
  login: defineRoute({
    method: 'POST',
    path: '/api/auth/login',
    handler: 'auth/login',
    access: 'public',
    body: auth.loginBody,
    response: auth.session,
    grants: ['table:write', 'cognito:auth', 'uploads:read'],
  }),
  refresh: defineRoute({
    method: 'POST',
    path: '/api/auth/refresh',
    handler: 'auth/refresh',
    access: 'public',
    body: auth.refreshBody,
    response: auth.refreshed,
    grants: ['cognito:auth'],
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/auth/logout',
    handler: 'auth/logout',
    access: 'public',
    body: auth.logoutBody,
    response: auth.message,
    grants: ['cognito:auth'],
  }),
  profile: defineRoute({
    method: 'GET',
    path: '/api/auth/profile',
    handler: 'auth/profile',
    access: 'user',
    response: auth.user,
    grants: ['uploads:read'],
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/forgot-password',
    handler: 'auth/forgot-password',
    access: 'public',
    body: auth.forgotBody,
    response: auth.message,
    grants: ['cognito:auth'],
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/reset-password',
    handler: 'auth/reset-password',
    access: 'public',
    body: auth.resetBody,
    response: auth.message,
    grants: ['cognito:auth'],
  }),
} satisfies Record<string, RouteDef>;
