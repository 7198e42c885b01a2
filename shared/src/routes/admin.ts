import { defineRoute, type RouteDef } from '../route-def';
import * as admin from '../schemas/admin';
import * as adminOrders from '../schemas/admin-order-status';

/** Staff routes (spec 7.8), all behind the admin group; every write leaves an audit entry. */
export const adminDashboardStats = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/admin/dashboard/stats',
  access: 'admin',
  response: admin.dashboardStats,
});

export const adminAudit = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/admin/audit',
  access: 'admin',
  query: admin.auditQuery,
  response: admin.auditList,
});

export const adminListProducts = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/admin/products',
  access: 'admin',
  query: admin.adminProductsQuery,
  response: admin.adminProductPage,
});

export const adminProductImageUpload = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/admin/products/image-upload',
  access: 'admin',
  body: admin.productImageUploadBody,
  response: admin.productImageUpload,
});

export const adminCreateProduct = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/admin/products',
  access: 'admin',
  status: 201,
  body: admin.createProductBody,
  response: admin.adminProduct,
});

export const adminUpdateProduct = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/admin/products/{id}',
  access: 'admin',
  params: admin.adminIdParams,
  body: admin.updateProductBody,
  response: admin.adminProduct,
});

export const adminDeleteProduct = /* @__PURE__ */ defineRoute({
  method: 'DELETE',
  path: '/api/admin/products/{id}',
  access: 'admin',
  params: admin.adminIdParams,
  response: admin.deletedProduct,
});

export const adminListUsers = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/admin/users',
  access: 'admin',
  query: admin.adminUsersQuery,
  response: admin.adminUserPage,
});

export const adminSetUserStatus = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/admin/users/{id}/status',
  access: 'admin',
  params: admin.userIdParams,
  body: admin.userStatusBody,
  response: admin.userStatus,
});

export const adminListOrders = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/admin/orders',
  access: 'admin',
  query: admin.adminOrdersQuery,
  response: admin.adminOrderPage,
});

export const adminGetOrder = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/admin/orders/{id}',
  access: 'admin',
  params: admin.adminIdParams,
  response: admin.adminOrder,
});

export const adminSetOrderStatus = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/admin/orders/{id}/status',
  access: 'admin',
  params: adminOrders.adminIdParams,
  body: adminOrders.orderStatusBody,
  response: adminOrders.adminOrder,
});

export const adminListReviews = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/admin/reviews',
  access: 'admin',
  query: admin.adminReviewsQuery,
  response: admin.adminReviewPage,
});

export const adminModerateReview = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/admin/reviews/{id}/moderate',
  access: 'admin',
  params: admin.adminIdParams,
  body: admin.moderateBody,
  response: admin.adminReview,
});

export const adminAnalytics = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/admin/analytics',
  access: 'admin',
  query: admin.analyticsQuery,
  response: admin.analytics,
});

export const adminGetSettings = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/admin/settings',
  access: 'admin',
  response: admin.appSettings,
});

export const adminUpdateSettings = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/admin/settings',
  access: 'admin',
  body: admin.updateSettingsBody,
  response: admin.appSettings,
});

export const adminListPlans = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/admin/plans',
  access: 'admin',
  response: admin.adminPlanList,
});

export const adminUpdatePlan = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/admin/plans/{id}',
  access: 'admin',
  params: admin.adminIdParams,
  body: admin.updatePlanBody,
  response: admin.adminPlan,
});

export const adminRoutes = {
  adminDashboardStats,
  adminAudit,
  adminListProducts,
  adminProductImageUpload,
  adminCreateProduct,
  adminUpdateProduct,
  adminDeleteProduct,
  adminListUsers,
  adminSetUserStatus,
  adminListOrders,
  adminGetOrder,
  adminSetOrderStatus,
  adminListReviews,
  adminModerateReview,
  adminAnalytics,
  adminGetSettings,
  adminUpdateSettings,
  adminListPlans,
  adminUpdatePlan,
} satisfies Record<string, RouteDef>;
