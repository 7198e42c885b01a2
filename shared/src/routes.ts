import type { RouteDef } from './route-def';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { challengeRoutes } from './routes/challenges';
import { checkInRoutes } from './routes/check-ins';
import { notificationRoutes } from './routes/notifications';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { productRoutes } from './routes/products';
import { reviewRoutes } from './routes/reviews';
import { routineRoutes } from './routes/routines';
import { scanRoutes } from './routes/scans';
import { skinAnalysisRoutes } from './routes/skin-analysis';
import { subscriptionRoutes } from './routes/subscriptions';
import { systemRoutes } from './routes/system';
import { userDataRoutes } from './routes/user-data';
import { userRoutes } from './routes/users';

/**
 * The one declaration of every HTTP route's contract (method, path, access, plan feature, schemas), assembled
 * from one file per area under routes/. It is browser-safe: the SPA's client takes paths and types from here.
 * How each route is deployed (handler module, grants, sizing) is `functions/src/deployment/route-deployments.ts`,
 * keyed by the same names; CDK and the local gateway join the two, and the tests walk the result.
 * A handler imports only its own contract from `routes/<area>`, never this whole table.
 * Route names are unique across areas: a duplicate name would silently replace a route, so a test checks it.
 */
export const routes = {
  ...systemRoutes,
  ...authRoutes,
  ...userRoutes,
  ...skinAnalysisRoutes,
  ...adminRoutes,
  ...productRoutes,
  ...reviewRoutes,
  ...userDataRoutes,
  ...routineRoutes,
  ...checkInRoutes,
  ...challengeRoutes,
  ...scanRoutes,
  ...subscriptionRoutes,
  ...paymentRoutes,
  ...orderRoutes,
  ...notificationRoutes,
} satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
export const routeList = (): Array<[RouteName, RouteDef]> =>
  Object.entries(routes) as Array<[RouteName, RouteDef]>;
/** Every area's table, so a test can check that no two areas use one name. */
export const routeAreas = {
  systemRoutes,
  authRoutes,
  userRoutes,
  skinAnalysisRoutes,
  adminRoutes,
  productRoutes,
  reviewRoutes,
  userDataRoutes,
  routineRoutes,
  checkInRoutes,
  challengeRoutes,
  scanRoutes,
  subscriptionRoutes,
  paymentRoutes,
  orderRoutes,
  notificationRoutes,
} as const;
