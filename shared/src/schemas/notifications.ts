import * as z from 'zod/mini';
import { idText, isoDateTime, numberText, text } from './common';
import { schema } from './schema';

export const notificationMessages = {
  notFound: 'Notificação não encontrada.',
  cursorInvalid: 'Página de notificações inválida.',
  limitInvalid: 'Informe quantas notificações listar (de 1 a 50).',
  reminderTime: 'Informe o horário no formato HH:MM (de 00:00 a 23:59).',
  reminderEnabled: 'Informe se o lembrete está ligado.',
  pushEndpoint: 'Informe o endereço da inscrição de notificações (https).',
  pushKeys: 'A inscrição de notificações não trouxe as chaves do navegador.',
  pushUnavailable: 'As notificações push não estão configuradas neste ambiente.',
} as const;

/** What happened, so the screen can pick an icon; the words come with the notification. */
export const NOTIFICATION_KINDS = [
  'trial_ending',
  'order_paid',
  'order_shipped',
  'order_delivered',
  'review_approved',
  'review_rejected',
  'routine_reminder',
  'streak_at_risk',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notification = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    body: z.string(),
    /** A path inside the app the notification opens (`/app/orders/…`), or null. */
    link: z.nullable(z.string()),
    createdAt: isoDateTime,
    readAt: z.nullable(isoDateTime),
  }),
);
export type AppNotification = z.infer<typeof notification>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationsQuery = /* @__PURE__ */ schema(() =>
  z.object({
    /** The id of the last notification of the previous page; the next page has the older ones. */
    cursor: z.optional(idText(64, notificationMessages.cursorInvalid)),
    limit: z.optional(
      z.pipe(
        numberText(notificationMessages.limitInvalid),
        z.number().check(
          z.int(),
          z.gte(1, { error: notificationMessages.limitInvalid }),
          z.lte(50, {
            error: notificationMessages.limitInvalid,
          }),
        ),
      ),
    ),
  }),
);

export const notificationsPage = /* @__PURE__ */ schema(() =>
  z.object({
    notifications: z.array(notification),
    /** Pass it as `cursor` for the next (older) page; null on the last page. */
    nextCursor: z.nullable(z.string()),
    unreadCount: z.number().check(z.int(), z.gte(0)),
  }),
);
export type NotificationsPage = z.infer<typeof notificationsPage>;

export const notificationIdParams = /* @__PURE__ */ schema(() =>
  z.object({ id: idText(64, notificationMessages.notFound) }),
);
export const notificationRead = /* @__PURE__ */ schema(() =>
  z.object({
    notification,
    unreadCount: z.number().check(z.int(), z.gte(0)),
  }),
);
export const notificationsAllRead = /* @__PURE__ */ schema(() =>
  z.object({
    marked: z.number().check(z.int(), z.gte(0)),
    unreadCount: z.literal(0),
  }),
);

/** A reminder time the person picks: 24-hour HH:MM. */
export const REMINDER_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const reminderTime = /* @__PURE__ */ schema(() =>
  text(5, {
    error: notificationMessages.reminderTime,
    tooLong: notificationMessages.reminderTime,
  }).check(z.regex(REMINDER_TIME, { error: notificationMessages.reminderTime })),
);

export const REMINDER_SLOTS = ['morning', 'evening'] as const;
export type ReminderSlot = (typeof REMINDER_SLOTS)[number];

const reminder = /* @__PURE__ */ schema(() =>
  z.strictObject({
    enabled: z.boolean({ error: notificationMessages.reminderEnabled }),
    time: reminderTime,
  }),
);

/** The routine reminders kept on the profile; times are Brazil time (America/Sao_Paulo). */
export const routineReminders = /* @__PURE__ */ schema(() =>
  z.strictObject({ morning: reminder, evening: reminder }),
);
export type RoutineReminders = z.infer<typeof routineReminders>;
export const DEFAULT_REMINDERS: RoutineReminders = {
  morning: { enabled: false, time: '07:30' },
  evening: { enabled: false, time: '21:00' },
};

/** A browser's PushSubscription (`subscription.toJSON()`), as the Push API gives it. */
export const pushSubscriptionBody = /* @__PURE__ */ schema(() =>
  z.object({
    endpoint: text(2048, {
      error: notificationMessages.pushEndpoint,
      tooLong: notificationMessages.pushEndpoint,
    }).check(
      z.url({ error: notificationMessages.pushEndpoint }),
      z.regex(/^https?:\/\//, { error: notificationMessages.pushEndpoint }),
    ),
    expirationTime: z.optional(z.nullable(z.number())),
    keys: z.object(
      {
        p256dh: idText(256, notificationMessages.pushKeys),
        auth: idText(128, notificationMessages.pushKeys),
      },
      { error: notificationMessages.pushKeys },
    ),
  }),
);
export const pushSubscriptionQuery = /* @__PURE__ */ schema(() =>
  z.object({
    endpoint: text(2048, {
      error: notificationMessages.pushEndpoint,
      tooLong: notificationMessages.pushEndpoint,
    }).check(z.url({ error: notificationMessages.pushEndpoint })),
  }),
);
export const pushSubscriptionSaved = /* @__PURE__ */ schema(() => z.object({ subscribed: z.boolean() }));
/** The server's VAPID public key (base64url) the browser subscribes with. */
export const pushKey = /* @__PURE__ */ schema(() => z.object({ publicKey: z.string() }));
