import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type {
  ParsedBodyOf,
  ParsedParamsOf,
  ParsedQueryOf,
  ResponseOf,
  RouteDef,
} from '@pele/shared/route-def';
import { sessionsRepository } from '../adapters/dynamo/sessions-repository';
import { subscriptionsRepository } from '../adapters/dynamo/subscriptions-repository';
import { logger } from '../lib/logger';
import { type AccountLookup, authorize } from './auth';
import { compressResponse } from './compress-response';
import { envelope } from './envelope';
import { featureGate, type SubscriptionLookup } from './feature-gate';
import { requestLog } from './request-log';
import type { ApiContext, ApiEvent, ApiResult, Caller } from './types';
import { validateInput } from './validate-input';

type Parsed<T> = T extends never ? undefined : T;

export interface RouteInput<R extends RouteDef> {
  body: Parsed<ParsedBodyOf<R>>;
  query: Parsed<ParsedQueryOf<R>>;
  params: Parsed<ParsedParamsOf<R>>;
  /** Present on every non-public route; on public routes only when a valid token came along. */
  caller: R['access'] extends 'public' ? Caller | undefined : Caller;
  /** The caller's profile, loaded by the account check on every non-public route. */
  account: R['access'] extends 'public' ? ApiContext['account'] : NonNullable<ApiContext['account']>;
  event: ApiEvent;
  context: ApiContext;
}

export interface HandlerDependencies {
  accounts: AccountLookup;
  subscriptions: SubscriptionLookup;
}

const defaultDependencies: HandlerDependencies = {
  accounts: sessionsRepository,
  subscriptions: subscriptionsRepository,
};

/**
 * The one request pipeline every HTTP handler uses, built from its route-table entry:
 * access log + correlation id → compression → envelope/error mapping → caller, account and role → plan feature →
 * input validation → the route's function. Handlers stay one line of wiring over the domain.
 */
export const createHandler = <R extends RouteDef>(
  route: R,
  run: (input: RouteInput<R>) => Promise<ResponseOf<R>>,
  dependencies: HandlerDependencies = defaultDependencies,
) => {
  const chain = middy<ApiEvent, ApiResult, Error, ApiContext>()
    .use(injectLambdaContext(logger))
    .use(requestLog())
    // Before the envelope, so that its `after` (middy runs them in reverse) compresses the envelope's JSON.
    .use(compressResponse())
    .use(envelope(route))
    .use(
      authorize(route.access, dependencies.accounts, route.feature ? dependencies.subscriptions : undefined),
    );
  if (route.feature) chain.use(featureGate(route.feature));
  return chain.use(validateInput(route)).handler(async (event, context) => {
    const input = context.input;
    return run({
      body: input.body,
      query: input.query,
      params: input.params,
      caller: context.caller,
      account: context.account,
      event,
      context,
    } as RouteInput<R>) as unknown as ApiResult;
  });
};
