import { join } from 'node:path';

/**
 * What `npm test` passes to the suite; the fallbacks match a plain `npm start` (port 3000, data in .data/,
 * the default admin), so the journeys also run against a stack a developer already has open.
 */
export const e2eEnvironment = {
  outboxDir: process.env.OUTBOX_DIR ?? join(import.meta.dirname, '../../../.data/outbox'),
  admin: {
    email: process.env.ADMIN_EMAIL ?? 'admin@pele.ai.local',
    password: process.env.ADMIN_PASSWORD ?? 'PeleAdmin#2024',
  },
};
