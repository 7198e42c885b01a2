import { PHOTO_CONSENT_VERSION } from '@pele/shared/photo-consent';
import type { RouteName } from '@pele/shared/routes';
import { TEST_ADDRESS } from './address';
import { api } from './http';
import { returnUrls } from './premium-helpers';
import { type Fixtures, productBody } from './route-fixtures';

/**
 * Who may do what, route by route: the expectations the security matrix (route-table.int.test.ts) checks
 * against the running API, one entry per route of the shared table, keyed by the route's name. A route added
 * to the table without an entry here fails both the type check (`satisfies`) and the completeness test.
 *
 * Roles, each with the same request the owner sends (the owner's resource ids included):
 * - anonymous: no token;
 * - owner: a signed-in user calling on their own resources (for admin routes: a signed-in non-admin);
 * - other: another signed-in user sending the owner's resource ids (only routes that name a resource);
 * - admin: the seeded admin, with the owner's ids too (an admin reads other users' data only through /admin).
 */
export interface RouteRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export interface RouteExpectation {
  request: (fixtures: Fixtures) => Promise<RouteRequest> | RouteRequest;
  anonymous: number;
  owner: number;
  /** Omitted where the route names no user's resource (the caller's own data is found by the token). */
  other?: number;
  /** null: not sent, because it would end the seeded admin's own sessions or change its account. */
  admin: number | null;
  /** The owner's call changes what other routes need (deletes, logs out): it gets its own fixtures. */
  fresh?: true;
}

/** Admin routes: 401 anonymous, 403 to a signed-in non-admin, the declared status to the admin. */
const adminOnly = (
  request: RouteExpectation['request'],
  admin: number,
  extra: Partial<RouteExpectation> = {},
): RouteExpectation => ({ request, anonymous: 401, owner: 403, admin, ...extra });

/** Routes on the caller's own data found by the token: every signed-in account gets the declared status. */
const own = (
  request: RouteExpectation['request'],
  status: number,
  extra: Partial<RouteExpectation> = {},
) => ({
  request,
  anonymous: 401,
  owner: status,
  admin: status,
  ...extra,
});

/** Routes naming one of the owner's resources: nobody else finds it (404), the admin neither. */
const owned = (request: RouteExpectation['request'], status: number, extra: Partial<RouteExpectation> = {}) =>
  own(request, status, { other: 404, admin: 404, ...extra });

const none = () => ({});

export const ROUTE_EXPECTATIONS = {
  health: { request: none, anonymous: 200, owner: 200, admin: 200 },
  publicSettings: { request: none, anonymous: 200, owner: 200, admin: 200 },
  landingFigures: { request: none, anonymous: 200, owner: 200, admin: 200 },
  // The owner's address is taken, whoever asks: 409 to everyone.
  register: {
    request: async (f) => {
      const owner = await f.owner();
      return { body: { name: 'Outra Pessoa', email: owner.email, password: 'segredo123' } };
    },
    anonymous: 409,
    owner: 409,
    admin: 409,
  },
  // Public: the owner's credentials sign the owner in, whoever sends them.
  login: {
    request: async (f) => {
      const owner = await f.owner();
      return { body: { email: owner.email, password: owner.password } };
    },
    anonymous: 200,
    owner: 200,
    admin: 200,
  },
  refresh: {
    request: async (f) => ({ body: { refreshToken: (await f.owner()).refreshToken } }),
    anonymous: 200,
    owner: 200,
    admin: 200,
  },
  // The refresh token names the owner's session: another user may not revoke it.
  logout: own(async (f) => ({ body: { refreshToken: (await f.owner()).refreshToken } }), 200, {
    other: 403,
    fresh: true,
    admin: null,
  }),
  logoutAll: own(none, 200, { fresh: true, admin: null }),
  profile: own(none, 200),
  forgotPassword: {
    request: async (f) => ({ body: { email: (await f.owner()).email } }),
    anonymous: 200,
    owner: 200,
    admin: 200,
  },
  // A made-up code is refused for everyone: 400, never a 5xx nor a reset.
  resetPassword: {
    request: () => ({ body: { token: 'not-a-real-reset-token', password: 'segredo456' } }),
    anonymous: 400,
    owner: 400,
    admin: 400,
  },
  updateProfile: own(() => ({ body: { name: 'Maria Matriz' } }), 200, { admin: null }),
  updatePreferences: own(() => ({ body: { theme: 'dark' } }), 200),
  profileImageUpload: own(() => ({ body: { contentType: 'image/jpeg', size: 2000 } }), 200),
  // The upload key is the owner's: another account gets 403 for it (the owner item says whose it is).
  profileImageConfirm: owned(async (f) => ({ body: { key: await f.uploadKey('profile') } }), 200, {
    other: 403,
    admin: 403,
  }),
  deleteAccount: own(none, 200, { fresh: true, admin: null }),
  // Consent changes the account: not sent as the seeded admin. Revoking deletes photos: its own owner.
  givePhotoConsent: own(() => ({ body: { version: PHOTO_CONSENT_VERSION } }), 200, { admin: null }),
  revokePhotoConsent: own(none, 200, { fresh: true, admin: null }),
  exportMyData: own(none, 200),
  // LGPD: the seeded admin never consented to face photos, so its upload is refused (403 CONSENT_REQUIRED).
  analysisUpload: own(
    async (f) => {
      await f.photoConsent();
      return { body: { contentType: 'image/jpeg', size: 2000 } };
    },
    200,
    { admin: 403 },
  ),
  analysisCreate: owned(async (f) => ({ body: { imageKey: await f.uploadKey('analysis') } }), 202, {
    other: 403,
    admin: 403,
  }),
  analysisHistory: own(() => ({ query: { limit: '5' } }), 200),
  analysisLatest: own(none, 200),
  analysisProgress: own(none, 200),
  analysisGet: owned(async (f) => ({ params: { id: await f.analysis() } }), 200),
  analysisImprovements: owned(
    async (f) => ({ params: { id: await f.analysis() }, body: { improvements: ['hydration'] } }),
    200,
  ),
  analysisDelete: owned(async (f) => ({ params: { id: await f.analysis() } }), 200, { fresh: true }),
  adminDashboardStats: adminOnly(none, 200),
  adminAudit: adminOnly(() => ({ query: { limit: '5' } }), 200),
  adminListProducts: adminOnly(() => ({ query: { page: '1', limit: '5' } }), 200),
  adminProductImageUpload: adminOnly(() => ({ body: { contentType: 'image/jpeg', size: 2000 } }), 200),
  adminCreateProduct: adminOnly(() => ({ body: productBody() }), 201),
  adminUpdateProduct: adminOnly(
    async (f) => ({ params: { id: await f.adminProduct() }, body: { price: 12 } }),
    200,
  ),
  adminDeleteProduct: adminOnly(async (f) => ({ params: { id: await f.adminProduct() } }), 200, {
    fresh: true,
  }),
  adminListUsers: adminOnly(() => ({ query: { page: '1', limit: '5' } }), 200),
  adminSetUserStatus: adminOnly(
    async (f) => ({ params: { id: (await f.target()).id }, body: { isActive: true } }),
    200,
  ),
  adminListOrders: adminOnly(() => ({ query: { page: '1', limit: '5' } }), 200),
  adminGetOrder: adminOnly(async (f) => ({ params: { id: await f.order() } }), 200),
  adminSetOrderStatus: adminOnly(
    async (f) => ({ params: { id: await f.order() }, body: { status: 'cancelled' } }),
    200,
    { fresh: true },
  ),
  adminListReviews: adminOnly(() => ({ query: { page: '1', limit: '5' } }), 200),
  adminModerateReview: adminOnly(
    async (f) => ({ params: { id: await f.review() }, body: { approved: true } }),
    200,
  ),
  adminAnalytics: adminOnly(() => ({ query: { period: '7d' } }), 200),
  adminGetSettings: adminOnly(none, 200),
  // The settings as they are: the admin's write changes nothing other tests read.
  adminUpdateSettings: adminOnly(async (f) => {
    const admin = await f.admin();
    const current = await api<{ supportPhone: string; freeTrialDays: number }>('GET', '/api/admin/settings', {
      token: admin.token,
    });
    const { supportPhone, freeTrialDays } = current.body.data ?? { supportPhone: '', freeTrialDays: 7 };
    return { body: { supportPhone, freeTrialDays } };
  }, 200),
  adminListPlans: adminOnly(none, 200),
  adminUpdatePlan: adminOnly(async (f) => {
    const admin = await f.admin();
    const plans = await api<Array<{ id: string; isPopular: boolean }>>('GET', '/api/admin/plans', {
      token: admin.token,
    });
    const plan = plans.body.data?.find((p) => p.id === 'premium-mensal');
    return { params: { id: 'premium-mensal' }, body: { isPopular: plan?.isPopular ?? false } };
  }, 200),
  listProducts: own(() => ({ query: { limit: '5', sort: 'rating' } }), 200),
  recommendedProducts: own(() => ({ query: { limit: '5' } }), 200),
  savedProducts: own(none, 200),
  getProduct: own(async (f) => ({ params: { id: await f.product() } }), 200),
  saveProduct: own(async (f) => ({ params: { id: await f.product() } }), 200),
  unsaveProduct: own(async (f) => ({ params: { id: await f.product() } }), 200),
  reviewUpload: own(() => ({ body: { contentType: 'image/jpeg', size: 2000 } }), 200),
  // One review per product and author: the owner's own first review of product 3 is created (201); the other
  // user's and the admin's are theirs too (201). The review photo key is not sent: it is the owner's alone.
  createReview: own(
    async (f) => ({
      body: { productId: await f.product(3), rating: 5, title: 'Ótimo', content: 'Recomendo muito.' },
    }),
    201,
    { other: 201 },
  ),
  updateReview: owned(async (f) => ({ params: { id: await f.review() }, body: { rating: 3 } }), 200),
  deleteReview: owned(async (f) => ({ params: { id: await f.review() } }), 200, { fresh: true }),
  productReviews: own(async (f) => ({ params: { id: await f.product(1) }, query: { limit: '5' } }), 200),
  myReviews: own(none, 200),
  // Feedback is on someone else's review: its author is refused (403), any other reader is let through.
  voteReviewHelpful: {
    request: async (f) => ({ params: { id: await f.review() } }),
    anonymous: 401,
    owner: 403,
    other: 200,
    admin: 200,
  },
  withdrawReviewHelpful: {
    request: async (f) => ({ params: { id: await f.review() } }),
    anonymous: 401,
    owner: 403,
    other: 200,
    admin: 200,
  },
  reportReview: {
    request: async (f) => ({ params: { id: await f.review() }, body: { reason: 'spam' } }),
    anonymous: 401,
    owner: 403,
    other: 201,
    admin: 201,
  },
  getAllergies: own(none, 200),
  putAllergies: own(() => ({ body: { allergies: [] } }), 200),
  profileStats: own(none, 200),
  listRoutines: own(() => ({ query: { timeOfDay: 'morning' } }), 200),
  createRoutine: own(() => ({ body: { name: 'Noite', timeOfDay: 'evening', steps: [] } }), 201),
  // Needs a complete analysis of the caller's own: the other accounts have none (409).
  generateRoutines: own(
    async (f) => {
      await f.analysis();
      return {};
    },
    201,
    { admin: 409 },
  ),
  completeRoutineStep: owned(async (f) => {
    const routine = await f.routine();
    return { body: { routineId: routine.id, stepId: routine.steps[0]?.id } };
  }, 200),
  routineStreak: own(none, 200),
  resetDailyRoutines: own(none, 200),
  getRoutine: owned(async (f) => ({ params: { id: (await f.routine()).id } }), 200),
  updateRoutine: owned(
    async (f) => ({ params: { id: (await f.routine()).id }, body: { name: 'Manhã' } }),
    200,
  ),
  putTodayCheckIn: own(() => ({ body: { score: 60 } }), 200),
  listCheckIns: own(() => ({ query: { days: '90' } }), 200),
  listChallenges: own(none, 200),
  // The check-in challenge needs no analysis. Not sent as the seeded admin: a second run on the same stack would
  // find it running (409).
  joinChallenge: own(() => ({ body: { kind: 'check_in_week' } }), 201, { admin: null }),
  createScan: own(() => ({ body: { text: 'Ingredientes: Aqua, Glycerin, Panthenol', source: 'text' } }), 201),
  listScans: own(none, 200),
  listNotifications: own(none, 200),
  markNotificationRead: owned(async (f) => ({ params: { id: await f.notification() } }), 200),
  markAllNotificationsRead: own(none, 200),
  getRoutineReminders: own(none, 200),
  putRoutineReminders: own(
    () => ({
      body: { morning: { enabled: true, time: '07:30' }, evening: { enabled: false, time: '21:00' } },
    }),
    200,
  ),
  // The stack generates VAPID keys at start, so the key is there for every signed-in caller.
  getPushKey: own(none, 200),
  savePushSubscription: own(
    () => ({
      body: {
        endpoint: 'http://127.0.0.1:9/push/matrix',
        keys: { p256dh: 'BExamplePublicKey', auth: 'exampleAuth' },
      },
    }),
    200,
  ),
  deletePushSubscription: own(() => ({ query: { endpoint: 'http://127.0.0.1:9/push/matrix' } }), 200),
  getScan: owned(async (f) => ({ params: { id: (await f.scan()).id } }), 200),
  deleteScan: owned(async (f) => ({ params: { id: (await f.scan()).id } }), 200, { fresh: true }),
  deleteRoutine: owned(async (f) => ({ params: { id: (await f.routine()).id } }), 200, { fresh: true }),
  listPlans: { request: none, anonymous: 200, owner: 200, admin: 200 },
  paywallStatus: own(none, 200),
  activeSubscription: own(none, 200),
  subscriptionHistory: own(none, 200),
  createSubscription: own(() => ({ body: { planId: 'premium-mensal', ...returnUrls() } }), 200),
  cancelSubscription: owned(
    async (f) => ({ params: { id: (await f.paidSubscription()).subscriptionId } }),
    200,
    {
      fresh: true,
    },
  ),
  previewPlanChange: owned(
    async (f) => ({
      params: { id: (await f.paidSubscription()).subscriptionId },
      query: { planId: 'premium-anual' },
    }),
    200,
  ),
  changePlan: owned(
    async (f) => ({
      params: { id: (await f.paidSubscription()).subscriptionId },
      body: { planId: 'premium-anual', prorationDate: Math.floor(Date.now() / 1000) },
    }),
    200,
    { fresh: true },
  ),
  verifyPaymentSession: owned(
    async (f) => ({ query: { sessionId: (await f.paidSubscription()).sessionId } }),
    200,
  ),
  listPaymentMethods: own(none, 200),
  addPaymentMethod: own(() => ({ body: { paymentMethodId: 'pm_card_mastercard' } }), 201),
  removePaymentMethod: owned(async (f) => ({ params: { id: await f.paymentMethod() } }), 200, {
    fresh: true,
  }),
  setDefaultPaymentMethod: owned(async (f) => ({ params: { id: await f.paymentMethod() } }), 200),
  // Stripe's webhook is public but signed: an unsigned call is refused (400) whoever sends it.
  paymentWebhook: {
    request: () => ({ body: { id: 'evt_unsigned', type: 'ping' } }),
    anonymous: 400,
    owner: 400,
    admin: 400,
  },
  getCart: own(none, 200),
  setCartItem: own(async (f) => ({ params: { productId: await f.product() }, body: { quantity: 1 } }), 200),
  removeCartItem: own(async (f) => ({ params: { productId: await f.product() } }), 200),
  // The admin's cart is empty: 409 'Seu carrinho está vazio.'
  createOrder: own(
    async (f) => {
      const owner = await f.owner();
      await api('PUT', `/api/cart/items/${await f.product(4)}`, {
        token: owner.token,
        body: { quantity: 1 },
      });
      return { body: {} };
    },
    201,
    // The admin's own cart is empty: 409 'Seu carrinho está vazio.'
    { admin: 409 },
  ),
  myOrders: own(none, 200),
  getDeliveryAddress: own(none, 200),
  putDeliveryAddress: own(() => ({ body: TEST_ADDRESS }), 200),
  getOrder: owned(async (f) => ({ params: { id: await f.order() } }), 200),
  payOrder: owned(async (f) => ({ params: { id: await f.order() }, body: returnUrls() }), 200),
} satisfies Record<RouteName, RouteExpectation>;
