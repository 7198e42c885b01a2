// Notifications as other features see them: the unread count (badges, sound), the device's push switch and
// sound setting, and the routine reminders. The centre has its own route.
export { useRoutineReminders, useSaveRoutineReminders } from './api/routine-reminders';
export { setSoundsEnabled, soundsEnabled } from './notification-sound';
export { PUSH_MESSAGES } from './push';
export { usePushNotifications } from './use-push-notifications';
export { useUnreadNotifications } from './use-unread-notifications';
