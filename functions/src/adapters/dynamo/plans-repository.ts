import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '@pele/shared/schemas/admin';
import { config } from '../../config';
import type { PlanRecord } from '../../domain/plans/plan-record';
import { auditTrail } from './audit-trail';
import { documentClient } from './client';
import { queryAll } from './items';
import { keys } from './keys';
import { planFrom, planItem } from './plan-item';
import { transactWrite } from './transact';

/** A plan as the table holds it: its key and its place in the paywall's order. */
const storedPlan = (plan: PlanRecord) => ({
  ...keys.plan(plan.id),
  ...keys.plansIndex(plan.order, plan.id),
  type: 'PLAN',
  ...planItem(plan),
});

/** Plans (pattern 19): a handful of items, read in paywall order. */
export const plansRepository = {
  async list(): Promise<PlanRecord[]> {
    const items = await queryAll({
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.plansIndexPartition },
    });
    return items.map(planFrom);
  },

  async get(planId: string): Promise<PlanRecord | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: config.tableName, Key: keys.plan(planId) }),
    );
    return Item ? planFrom(Item) : undefined;
  },

  /**
   * Staff change a plan (name, price, features, popular badge) with its audit entry. Checkouts read the plan
   * when they start, and subscriptions keep the plan as bought: a change applies to new checkouts only.
   */
  async save(plan: PlanRecord, audit: AuditEntry): Promise<void> {
    const outcome = await transactWrite([
      {
        label: 'plan',
        Put: {
          TableName: config.tableName,
          Item: storedPlan(plan),
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      auditTrail.item(audit),
    ]);
    if (!outcome.ok) throw new Error('saving the plan failed');
  },

  /** Seeding: writes the plan only when it does not exist, so staff edits survive a restart. */
  async createIfMissing(plan: PlanRecord): Promise<boolean> {
    try {
      await documentClient.send(
        new PutCommand({
          TableName: config.tableName,
          Item: storedPlan(plan),
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return true;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  },
};
