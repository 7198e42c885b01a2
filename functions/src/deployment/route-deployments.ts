import type { RouteName } from '@pele/shared/routes';
import type { DataFile } from './data-files';

/**
 * What a route's Lambda may touch, beyond reading the table (every route may read it: the account-active
 * check does). CDK turns these into least-privilege grants; the browser never sees them.
 */
export type Grant =
  | 'table:write'
  | 'uploads:read'
  | 'uploads:write'
  | 'uploads:delete'
  | 'media:write'
  | 'cognito:auth'
  | 'cognito:admin'
  | 'analyzer:invoke'
  /** Reading the Stripe keys from Secrets Manager (when the stage has them): every route that calls Stripe. */
  | 'payments:secret'
  /** Sending the product's own e-mails through SES. */
  | 'mail:send'
  /** Handing a stored notification to the push sender function (asynchronous invoke). */
  | 'push:invoke'
  /** Reading the VAPID keys of Web Push from Secrets Manager (when the stage has them). */
  | 'push:secret';

/** How one route of the contract is deployed: the server-side half of the route table. */
export interface RouteDeployment {
  /** Module under functions/src/handlers that exports `handler`, e.g. `auth/login`. */
  handler: string;
  grants?: readonly Grant[];
  /** Lambda sizing when the default (function-sizing.ts) does not fit. */
  memoryMb?: number;
  timeoutSeconds?: number;
  /** Files the handler reads from disk (data-files.ts): shipped beside its bundle, their paths in its environment. */
  dataFiles?: readonly DataFile[];
}

/**
 * Every route of `@pele/shared/routes`, keyed by the same name. `satisfies Record<RouteName, …>` makes the
 * compiler refuse a contract without a deployment and a deployment without a contract; a test checks it too.
 * The handler module names and grants live here, not in `shared/`, so the SPA's bundle carries neither.
 */
export const routeDeployments = {
  health: { handler: 'system/health' },
  publicSettings: { handler: 'system/public-settings' },
  landingFigures: { handler: 'system/landing-figures' },

  register: {
    handler: 'auth/register',
    grants: ['table:write', 'cognito:auth', 'cognito:admin', 'uploads:read'],
  },
  // The guessable steps write their brute-force counts (table:write).
  login: { handler: 'auth/login', grants: ['table:write', 'cognito:auth', 'uploads:read'] },
  refresh: { handler: 'auth/refresh', grants: ['cognito:auth'] },
  logout: { handler: 'auth/logout', grants: ['table:write', 'cognito:auth'] },
  // Global sign-out of the user's refresh tokens is an admin call (AdminUserGlobalSignOut).
  logoutAll: { handler: 'auth/logout-all', grants: ['table:write', 'cognito:admin'] },
  profile: { handler: 'auth/profile', grants: ['uploads:read'] },
  forgotPassword: { handler: 'auth/forgot-password', grants: ['table:write', 'cognito:auth'] },
  resetPassword: {
    handler: 'auth/reset-password',
    grants: ['table:write', 'cognito:auth', 'cognito:admin'],
  },

  getDeliveryAddress: { handler: 'users/get-address' },
  putDeliveryAddress: { handler: 'users/put-address', grants: ['table:write'] },
  updateProfile: {
    handler: 'users/update-profile',
    grants: ['table:write', 'cognito:admin', 'uploads:read'],
  },
  updatePreferences: { handler: 'users/update-preferences', grants: ['table:write', 'uploads:read'] },
  // Signing an upload records its owner in the table (object keys carry no user id).
  profileImageUpload: { handler: 'users/profile-image-upload', grants: ['table:write', 'uploads:write'] },
  // Re-encodes the photo with sharp: more memory is more CPU.
  profileImageConfirm: {
    handler: 'users/profile-image-confirm',
    grants: ['table:write', 'uploads:read', 'uploads:write', 'uploads:delete'],
    memoryMb: 1024,
  },
  // Erases every item and photo of the account: the most work any request does.
  deleteAccount: {
    handler: 'users/delete-account',
    grants: ['table:write', 'uploads:read', 'uploads:delete', 'cognito:admin', 'payments:secret'],
    timeoutSeconds: 29,
  },
  // Answers the user with its profile photo link (uploads:read signs it).
  givePhotoConsent: { handler: 'users/give-photo-consent', grants: ['table:write', 'uploads:read'] },
  // Deletes every face photo of the account and marks each analysis's photo as gone.
  revokePhotoConsent: {
    handler: 'users/revoke-photo-consent',
    grants: ['table:write', 'uploads:read', 'uploads:delete'],
    timeoutSeconds: 29,
  },
  // Reads the whole account and signs a link per photo.
  exportMyData: { handler: 'users/export-data', grants: ['uploads:read'], timeoutSeconds: 29 },

  // Signing an upload records its owner in the table (object keys carry no user id).
  analysisUpload: { handler: 'analysis/create-upload', grants: ['table:write', 'uploads:write'] },
  analysisCreate: {
    handler: 'analysis/create-analysis',
    grants: ['table:write', 'uploads:read', 'uploads:delete', 'analyzer:invoke'],
  },
  analysisHistory: { handler: 'analysis/list-analyses' },
  analysisLatest: { handler: 'analysis/latest-analysis' },
  analysisProgress: { handler: 'analysis/progress' },
  analysisGet: { handler: 'analysis/get-analysis', grants: ['uploads:read'] },
  analysisImprovements: { handler: 'analysis/update-improvements', grants: ['table:write', 'uploads:read'] },
  analysisDelete: { handler: 'analysis/delete-analysis', grants: ['table:write', 'uploads:delete'] },

  adminDashboardStats: { handler: 'admin/dashboard-stats' },
  adminAudit: { handler: 'admin/audit' },
  adminListProducts: { handler: 'admin/list-products' },
  // Signing an upload records its owner in the table (object keys carry no user id).
  adminProductImageUpload: {
    handler: 'admin/product-image-upload',
    grants: ['table:write', 'uploads:write'],
  },
  // Re-encodes the image with sharp (more memory is more CPU) and publishes it to the media bucket.
  adminCreateProduct: {
    handler: 'admin/create-product',
    grants: ['table:write', 'uploads:read', 'uploads:delete', 'media:write'],
    memoryMb: 1024,
  },
  adminUpdateProduct: {
    handler: 'admin/update-product',
    grants: ['table:write', 'uploads:read', 'uploads:delete', 'media:write'],
    memoryMb: 1024,
  },
  adminDeleteProduct: { handler: 'admin/delete-product', grants: ['table:write'] },
  adminListUsers: { handler: 'admin/list-users' },
  adminSetUserStatus: { handler: 'admin/set-user-status', grants: ['table:write', 'cognito:admin'] },
  adminListOrders: { handler: 'admin/list-orders' },
  adminGetOrder: { handler: 'admin/get-order' },
  // Cancelling a paid order refunds it through Stripe.
  // Shipped and delivered e-mail the buyer.
  adminSetOrderStatus: {
    handler: 'admin/set-order-status',
    grants: ['table:write', 'payments:secret', 'mail:send', 'push:invoke'],
  },
  adminListReviews: { handler: 'admin/list-reviews', grants: ['uploads:read'] },
  adminModerateReview: {
    handler: 'admin/moderate-review',
    grants: ['table:write', 'uploads:read', 'push:invoke'],
  },
  adminAnalytics: { handler: 'admin/analytics' },
  adminGetSettings: { handler: 'admin/get-settings' },
  adminUpdateSettings: { handler: 'admin/update-settings', grants: ['table:write'] },
  adminListPlans: { handler: 'admin/list-plans' },
  adminUpdatePlan: { handler: 'admin/update-plan', grants: ['table:write'] },

  listProducts: { handler: 'products/list-products' },
  recommendedProducts: { handler: 'products/recommended-products' },
  savedProducts: { handler: 'products/saved-products' },
  getProduct: { handler: 'products/get-product' },
  saveProduct: { handler: 'products/save-product', grants: ['table:write'] },
  unsaveProduct: { handler: 'products/unsave-product', grants: ['table:write'] },

  // Signing an upload records its owner in the table (object keys carry no user id).
  reviewUpload: { handler: 'reviews/create-upload', grants: ['table:write', 'uploads:write'] },
  // Create and update re-encode the review photo with sharp: more memory is more CPU.
  createReview: {
    handler: 'reviews/create-review',
    grants: ['table:write', 'uploads:read', 'uploads:write', 'uploads:delete'],
    memoryMb: 1024,
    timeoutSeconds: 20,
  },
  updateReview: {
    handler: 'reviews/update-review',
    grants: ['table:write', 'uploads:read', 'uploads:write', 'uploads:delete'],
    memoryMb: 1024,
    timeoutSeconds: 20,
  },
  deleteReview: { handler: 'reviews/delete-review', grants: ['table:write', 'uploads:delete'] },
  productReviews: { handler: 'reviews/product-reviews', grants: ['uploads:read'] },
  myReviews: { handler: 'reviews/my-reviews', grants: ['uploads:read'] },
  voteReviewHelpful: { handler: 'reviews/vote-helpful', grants: ['table:write'] },
  withdrawReviewHelpful: { handler: 'reviews/withdraw-helpful', grants: ['table:write'] },
  reportReview: { handler: 'reviews/report-review', grants: ['table:write'] },

  getAllergies: { handler: 'user-data/get-allergies' },
  putAllergies: { handler: 'user-data/put-allergies', grants: ['table:write'] },
  profileStats: { handler: 'user-data/profile-stats' },

  listRoutines: { handler: 'routines/list-routines' },
  createRoutine: { handler: 'routines/create-routine', grants: ['table:write'] },
  generateRoutines: { handler: 'routines/generate-routines', grants: ['table:write'] },
  completeRoutineStep: { handler: 'routines/complete-step', grants: ['table:write'] },
  routineStreak: { handler: 'routines/streak' },
  resetDailyRoutines: { handler: 'routines/reset-daily' },
  getRoutine: { handler: 'routines/get-routine' },
  updateRoutine: { handler: 'routines/update-routine', grants: ['table:write'] },
  deleteRoutine: { handler: 'routines/delete-routine', grants: ['table:write'] },

  putTodayCheckIn: { handler: 'check-ins/put-today', grants: ['table:write'] },
  listCheckIns: { handler: 'check-ins/list' },

  // Reading settles the challenges found over (state, badge, counters): a write.
  listChallenges: { handler: 'challenges/list', grants: ['table:write'] },
  joinChallenge: { handler: 'challenges/join', grants: ['table:write'] },
  // The INCI dictionary ships beside the bundle as a file, never inlined.
  createScan: {
    handler: 'scans/create',
    grants: ['table:write'],
    memoryMb: 512,
    dataFiles: ['inciDictionary'],
  },
  listScans: { handler: 'scans/list' },
  getScan: { handler: 'scans/get' },
  deleteScan: { handler: 'scans/delete', grants: ['table:write'] },

  listPlans: { handler: 'subscriptions/list-plans' },
  paywallStatus: { handler: 'subscriptions/paywall-status' },
  activeSubscription: { handler: 'subscriptions/active-subscription' },
  subscriptionHistory: { handler: 'subscriptions/subscription-history' },
  createSubscription: {
    handler: 'subscriptions/create-subscription',
    grants: ['table:write', 'payments:secret'],
  },
  cancelSubscription: {
    handler: 'subscriptions/cancel-subscription',
    grants: ['table:write', 'payments:secret'],
  },
  // Reads only: the proration is computed by the provider.
  previewPlanChange: { handler: 'subscriptions/preview-plan-change', grants: ['payments:secret'] },
  changePlan: { handler: 'subscriptions/change-plan', grants: ['table:write', 'payments:secret'] },

  verifyPaymentSession: {
    handler: 'payments/verify-session',
    grants: ['table:write', 'payments:secret', 'mail:send', 'push:invoke'],
  },
  listPaymentMethods: { handler: 'payments/list-payment-methods', grants: ['payments:secret'] },
  addPaymentMethod: { handler: 'payments/add-payment-method', grants: ['table:write', 'payments:secret'] },
  removePaymentMethod: { handler: 'payments/remove-payment-method', grants: ['payments:secret'] },
  setDefaultPaymentMethod: { handler: 'payments/set-default-payment-method', grants: ['payments:secret'] },
  // A paid order e-mails its confirmation (from whichever of the two confirms the payment first).
  paymentWebhook: {
    handler: 'payments/payment-webhook',
    grants: ['table:write', 'payments:secret', 'mail:send', 'push:invoke'],
  },

  listNotifications: { handler: 'notifications/list' },
  markNotificationRead: { handler: 'notifications/mark-read', grants: ['table:write'] },
  markAllNotificationsRead: { handler: 'notifications/mark-all-read', grants: ['table:write'] },
  getRoutineReminders: { handler: 'notifications/get-reminders' },
  putRoutineReminders: { handler: 'notifications/put-reminders', grants: ['table:write'] },
  getPushKey: { handler: 'notifications/push-key', grants: ['push:secret'] },
  savePushSubscription: { handler: 'notifications/save-push-subscription', grants: ['table:write'] },
  deletePushSubscription: { handler: 'notifications/delete-push-subscription', grants: ['table:write'] },

  getCart: { handler: 'cart/get-cart' },
  setCartItem: { handler: 'cart/set-cart-item', grants: ['table:write'] },
  removeCartItem: { handler: 'cart/remove-cart-item', grants: ['table:write'] },
  createOrder: { handler: 'orders/create-order', grants: ['table:write'] },
  myOrders: { handler: 'orders/my-orders' },
  getOrder: { handler: 'orders/get-order' },
  payOrder: { handler: 'orders/pay-order', grants: ['table:write', 'payments:secret'] },
} as const satisfies Record<RouteName, RouteDeployment>;
