import { Logger } from '@aws-lambda-powertools/logger';
import { config } from '../config';

const LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT'] as const;
type Level = (typeof LEVELS)[number];
const requested = config.logLevel;

/** One structured JSON logger per container; the request pipeline adds the request id and route to each line. */
export const logger = new Logger({
  serviceName: 'pele-api',
  logLevel: (LEVELS as readonly string[]).includes(requested) ? (requested as Level) : 'INFO',
});
