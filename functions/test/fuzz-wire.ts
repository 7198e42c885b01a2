/**
 * How the route fuzzing sends a case and reads the answer, and the table and bucket it compares before and after
 * a route's cases.
 */
import { request as httpRequest } from 'node:http';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { fillPath, type RouteDef } from '@pele/shared/route-def';
import { expect } from 'vitest';
import { s3Client, uploadsBucket } from './buckets';
import type { Case } from './fuzz-cases';
import { apiUrl } from './http';
import { documentClient, tableName } from './table';

/**
 * Every request leaves from its own loopback address, so the brute-force counts the auth routes keep per
 * client address fill for this file only, never for the other test files that sign in from 127.0.0.1.
 */
const SOURCE_ADDRESS = '127.0.0.77';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** Plain node:http, to choose the source address (fetch cannot) and to send bodies fetch would refuse. */
export const send = (method: string, path: string, token: string | undefined, payload: Case['body']) =>
  new Promise<Answer>((resolveAnswer, reject) => {
    const url = new URL(path, apiUrl());
    const body =
      payload === undefined ? undefined : 'raw' in payload ? payload.raw : JSON.stringify(payload.json);
    const req = httpRequest(
      url,
      {
        method,
        localAddress: SOURCE_ADDRESS,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          // Always a length: a DELETE's body without one would be read as the start of the next request.
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolveAnswer({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });

export const pathOf = (route: RouteDef, sent: Case) => {
  const search = new URLSearchParams(sent.query).toString();
  return `${fillPath(route.path, sent.params)}${search ? `?${search}` : ''}`;
};

/** The envelope, whatever the status: `{success:true, data}` or `{success:false, error, code}`. */
export const checkAnswer = (answer: Answer, label: string) => {
  expect(answer.status, label).toBeLessThan(500);
  expect(answer.contentType, label).toMatch(/^application\/json/);
  const body = JSON.parse(answer.text) as {
    success?: unknown;
    data?: unknown;
    error?: unknown;
    code?: unknown;
  };
  if (answer.status < 300) {
    expect(body.success, label).toBe(true);
    expect(body, label).toHaveProperty('data');
  } else {
    expect(body.success, label).toBe(false);
    expect(typeof body.error === 'string' && body.error.length > 0, label).toBe(true);
    expect(typeof body.code, label).toBe('string');
  }
  return body;
};

// --- what was written --------------------------------------------------------------------------------------

/**
 * Every item of the table and every object of the uploads bucket, as comparable text. Brute-force counts
 * are left out: a refused sign-in is meant to be counted (that is the limit working, not a write).
 */
export const snapshot = async () => {
  const items = new Map<string, string>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start, ConsistentRead: true }),
    );
    for (const item of page.Items ?? []) {
      const key = `${item.PK}|${item.SK}`;
      if (String(item.PK).startsWith('ATTEMPTS#')) continue;
      items.set(key, JSON.stringify(item, Object.keys(item).sort()));
    }
    start = page.LastEvaluatedKey;
  } while (start);
  let token: string | undefined;
  do {
    const page = await s3Client().send(
      new ListObjectsV2Command({ Bucket: uploadsBucket(), ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) items.set(`s3|${object.Key}`, `${object.Size}|${object.ETag}`);
    token = page.NextContinuationToken;
  } while (token);
  return items;
};

export const differences = (before: Map<string, string>, after: Map<string, string>) => {
  const changed: string[] = [];
  for (const [key, value] of after)
    if (before.get(key) !== value) changed.push(`${key}: ${value.slice(0, 200)}`);
  for (const key of before.keys()) if (!after.has(key)) changed.push(`${key}: deleted`);
  return changed;
};
