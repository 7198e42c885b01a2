import { useEffect, useRef } from 'react';
import { useUnreadCount } from './api/get-unread-count';
import { playNotificationSound } from './notification-sound';

/**
 * The unread count for the shell's badges, asked again every minute while the app is open; when it grows, a
 * new notification arrived: the device plays its short sound (Settings → Sons).
 */
export function useUnreadNotifications(): number {
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (unread.data === undefined) return;
    if (previous.current !== undefined && unread.data > previous.current) playNotificationSound();
    previous.current = unread.data;
  }, [unread.data]);
  return count;
}
