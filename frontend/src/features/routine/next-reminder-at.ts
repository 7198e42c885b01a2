/** The next moment the device clock reads `time` ('7:30'), strictly after `now`: today or tomorrow. */
export function nextReminderAt(now: Date, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const next = new Date(now);
  next.setHours(hours, minutes, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next;
}
