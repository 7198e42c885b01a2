import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger per container; the request pipeline adds the request id and route to each line. */
export const logger = new Logger({
  serviceName: 'pele-api',
  logLevel:
    process.env.LOG_LEVEL === 'DEBUG' ? 'DEBUG' : process.env.LOG_LEVEL === 'SILENT' ? 'SILENT' : 'INFO',
});
