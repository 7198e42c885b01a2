import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type { SubscriptionAccess } from '../domain/plans/subscription-access';
import type { TokenFacts } from '../domain/users/session-validity';
import type { UserProfile } from '../domain/users/user-profile';

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type ApiResult = APIGatewayProxyStructuredResultV2;

/** Who is calling, from the verified JWT claims: never from the body or the path. */
export interface Caller {
  userId: string;
  /** The account's e-mail once the account step has read it; before that, the token's claim if it has one. */
  email: string | undefined;
  isAdmin: boolean;
  /** The access token's time and ids: what decides whether its session is still live. */
  token: TokenFacts;
}

/** What the middlewares hand to the route's function. */
export interface ApiContext extends Context {
  caller?: Caller;
  /** The caller's profile, loaded once by the active-account check. */
  account?: UserProfile;
  /** The caller's subscriptions, read beside the account on a route behind a plan feature. */
  subscriptions?: readonly SubscriptionAccess[];
  input: { body: unknown; query: unknown; params: unknown };
}
