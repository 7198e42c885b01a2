import { Agent, request } from 'node:http';
import type { Stats } from './stats';

export interface Answer<T> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { success: boolean; data?: T; error?: string; code?: string };
}

/** When each fault was on: a 503 then is the expected answer. */
export const createFaultWindows = () => {
  const windows: Array<{ from: number; to: number }> = [];
  return {
    on: () => {
      windows.push({ from: performance.now(), to: Number.POSITIVE_INFINITY });
    },
    off: () => {
      const open = windows.at(-1);
      if (open) open.to = performance.now();
    },
    /** A request that was in flight while a fault was on (the SDKs retry, so its answer may come just after). */
    overlap: (from: number, to: number) => windows.some((w) => w.from <= to && from <= w.to),
  };
};
export type FaultWindows = ReturnType<typeof createFaultWindows>;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One JSON request over `agent`; a body that is not JSON comes back as the error text. */
const sendOver =
  (agent: Agent, base: URL) =>
  <T>(method: string, path: string, body?: unknown, token?: string) =>
    new Promise<Answer<T>>((resolve, reject) => {
      const text = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method,
          path,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(text === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            let parsed: Answer<T>['body'];
            try {
              parsed = JSON.parse(raw);
            } catch {
              parsed = { success: false, error: raw };
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
          });
        },
      );
      req.on('error', reject);
      req.setTimeout(60_000, () => req.destroy(new Error('timed out after 60 s')));
      if (text !== undefined) req.write(text);
      req.end();
    });

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** The statuses that are an answer (200 when unsaid); anything else is an error. */
  expect?: number[];
  /** What a write sent again after a 503 answers when the first one was done (e.g. 409 for a second review). */
  afterFault?: number[];
}

/** One user's HTTP client: keep-alive connections from its own loopback address. */
export const loadClient = (baseUrl: string, address: string, stats: Stats, faults: FaultWindows) => {
  const agent = new Agent({ keepAlive: true, localAddress: address, maxSockets: 4 });
  const send = sendOver(agent, new URL(baseUrl));

  /** Whether a 503 came from a fault as the API should answer one: the envelope and a Retry-After. */
  const faultAnswerWait = (label: string, answer: Answer<unknown>): number | undefined => {
    const retryAfter = Number(answer.headers['retry-after']);
    if (answer.body.success !== false || !answer.body.error || !(retryAfter > 0)) {
      stats.error(`${label}: 503 without the envelope or Retry-After`);
      return undefined;
    }
    stats.faultAnswer();
    return Math.min(retryAfter * 1000, 1000);
  };

  /**
   * A call as the SPA makes it, retried while a fault answers 503 with Retry-After. Any other answer outside
   * `expect` is an error. The label groups paths with ids for the figures.
   */
  const call = async <T>(
    label: string,
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<Answer<T> | undefined> => {
    const expected = options.expect ?? [200];
    let faulted = false;
    for (let attempt = 0; attempt < 60; attempt++) {
      const began = performance.now();
      let answer: Answer<T>;
      try {
        answer = await send<T>(method, path, options.body, options.token);
      } catch (error) {
        stats.error(`${label}: ${String(error)}`);
        return undefined;
      }
      stats.record({ label, status: answer.status, ms: performance.now() - began });
      if (answer.status === 503 && faults.overlap(began, performance.now())) {
        const wait = faultAnswerWait(label, answer);
        if (wait === undefined) return undefined;
        faulted = true;
        await sleep(wait);
        continue;
      }
      // A write answered 503 may still have been done: the table took it and the stop cut the answer off.
      // Sent again it then answers as a repeat does (`afterFault`).
      const repeat = faulted && (options.afterFault ?? []).includes(answer.status);
      if (repeat) stats.doneBeforeFault();
      if ((!expected.includes(answer.status) && !repeat) || typeof answer.body.success !== 'boolean') {
        stats.error(`${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        return undefined;
      }
      return answer;
    }
    stats.error(`${label}: still 503 after a minute of retries`);
    return undefined;
  };
  return { send, call, stats, close: () => agent.destroy() };
};
export type Client = ReturnType<typeof loadClient>;
