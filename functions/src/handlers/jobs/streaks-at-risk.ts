import { notifyStreaksAtRisk } from '../../services/notifications/streaks-at-risk';

/**
 * Scheduled (daily at 20:00 Brazil time in AWS; every minute locally, acting from 20:00): a notification to each
 * person whose routine streak ends at midnight unless today's routine is done, once a day.
 */
export const handler = (event?: { time?: string }) =>
  notifyStreaksAtRisk(event?.time ? new Date(event.time) : new Date());
