import { PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  DEFAULT_REMINDERS,
  REMINDER_SLOTS,
  type ReminderSlot,
  type RoutineReminders,
} from '@pele/shared/schemas/notifications';
import { config } from '../../config';
import { busy } from '../../domain/errors';
import { documentClient } from './client';
import { queryAll, sortKeyBeginsWith, unlessConditionFails } from './items';
import { keys } from './keys';
import { transactWrite } from './transact';

const MARKER_DAYS = 3;

export interface DueReminder {
  userId: string;
  slot: ReminderSlot;
}

/**
 * The routine reminders of a person (pattern 53), the index of the minutes they are set for (54) and the
 * once-per-slot-and-day marker of the job (55).
 */
export const remindersRepository = {
  async get(sub: string): Promise<RoutineReminders> {
    const items = await queryAll({
      ...sortKeyBeginsWith(keys.user(sub).PK, keys.reminderPrefix),
      ConsistentRead: true,
    });
    const reminders: RoutineReminders = structuredClone(DEFAULT_REMINDERS);
    for (const item of items) {
      const slot = item.slot as ReminderSlot;
      if (REMINDER_SLOTS.includes(slot))
        reminders[slot] = { enabled: item.enabled === true, time: item.time as string };
    }
    return reminders;
  },

  /** Both reminders in one transaction; a reminder that is on is indexed under its minute. */
  async save(sub: string, reminders: RoutineReminders, now: Date = new Date()): Promise<RoutineReminders> {
    const outcome = await transactWrite(
      REMINDER_SLOTS.map((slot) => ({
        label: `reminder-${slot}`,
        Put: {
          TableName: config.tableName,
          Item: {
            ...keys.reminder(sub, slot),
            ...(reminders[slot].enabled ? keys.reminderAtIndex(reminders[slot].time, sub, slot) : {}),
            type: 'REMINDER',
            slot,
            enabled: reminders[slot].enabled,
            time: reminders[slot].time,
            updatedAt: now.toISOString(),
          },
        },
      })),
    );
    if (!outcome.ok) throw busy();
    return reminders;
  },

  /** The reminders that are on for one Brazil minute ('HH:MM'). */
  async dueAt(time: string): Promise<DueReminder[]> {
    const items = await queryAll({
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.reminderAtIndexPartition(time) },
    });
    return items.flatMap((item) => {
      const userId = keys.userOfPartition(item.PK as string);
      return userId && item.enabled === true ? [{ userId, slot: item.slot as ReminderSlot }] : [];
    });
  },

  /** True for the one caller that claims this occurrence (slot and day); every later call gets false. */
  async claim(sub: string, occurrence: string, now: Date): Promise<boolean> {
    const written = await unlessConditionFails(() =>
      documentClient.send(
        new PutCommand({
          TableName: config.tableName,
          Item: {
            ...keys.reminderSent(sub, occurrence),
            type: 'REMINDER_SENT',
            sentAt: now.toISOString(),
            expiresAt: Math.floor(now.getTime() / 1000) + MARKER_DAYS * 86_400,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      ),
    );
    return written !== undefined;
  },
};
