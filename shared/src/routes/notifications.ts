import { defineRoute, type RouteDef } from '../route-def';
import * as schema from '../schemas/notifications';

/**
 * The in-app notification centre, the routine reminders and the Web Push subscriptions, all in the caller's own
 * partition: a notification is found by the token's user and its id, so another person's id answers 404.
 */
export const listNotifications = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/notifications',
  access: 'user',
  query: schema.notificationsQuery,
  response: schema.notificationsPage,
});

export const markNotificationRead = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/notifications/{id}/read',
  access: 'user',
  params: schema.notificationIdParams,
  response: schema.notificationRead,
});

export const markAllNotificationsRead = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/notifications/read-all',
  access: 'user',
  response: schema.notificationsAllRead,
});

export const getRoutineReminders = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/users/me/reminders',
  access: 'user',
  response: schema.routineReminders,
});

export const putRoutineReminders = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/users/me/reminders',
  access: 'user',
  body: schema.routineReminders,
  response: schema.routineReminders,
});

export const getPushKey = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/notifications/push-key',
  access: 'user',
  response: schema.pushKey,
});

export const savePushSubscription = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/notifications/push-subscription',
  access: 'user',
  body: schema.pushSubscriptionBody,
  response: schema.pushSubscriptionSaved,
});

export const deletePushSubscription = /* @__PURE__ */ defineRoute({
  method: 'DELETE',
  path: '/api/notifications/push-subscription',
  access: 'user',
  query: schema.pushSubscriptionQuery,
  response: schema.pushSubscriptionSaved,
});

export const notificationRoutes = {
  listNotifications,
  markNotificationRead,
  markAllNotificationsRead,
  getRoutineReminders,
  putRoutineReminders,
  getPushKey,
  savePushSubscription,
  deletePushSubscription,
} satisfies Record<string, RouteDef>;
