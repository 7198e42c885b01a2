import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { server } from '@pele/shared/messages';
import { decodeJwt } from 'jose';
import { config } from '../../config';
import {
  badRequest,
  conflict,
  invalidCredentials,
  isAppError,
  tooManyRequests,
  unauthorized,
} from '../../domain/errors';
import { isAdminByGroups } from '../../domain/users/groups';

/** Endpoint from AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER when set (cognito-local), else the region's. */
const cognito = new CognitoIdentityProviderClient({});

export interface Tokens {
  token: string;
  refreshToken: string;
  expiresIn: number;
  userId: string;
  isAdmin: boolean;
  /** The access token's sign-in time (`auth_time`, else `iat`; epoch seconds), as the API's session check reads it. */
  issuedAt: number;
}

/**
 * Cognito's exceptions in the app's terms. cognito-local answers a wrong password with
 * InvalidPasswordException where Cognito says NotAuthorizedException: both mean the same 401 here, and an
 * unknown e-mail gets that same answer so the login form does not reveal which accounts exist.
 */
const mapError = (error: unknown, context: 'login' | 'register' | 'reset' | 'refresh' | 'update'): never => {
  const name = (error as Error).name;
  if (
    context === 'login' &&
    [
      'NotAuthorizedException',
      'InvalidPasswordException',
      'UserNotFoundException',
      'UserNotConfirmedException',
    ].includes(name)
  )
    throw invalidCredentials();
  if (
    context === 'refresh' &&
    ['NotAuthorizedException', 'UserNotFoundException', 'InvalidParameterException'].includes(name)
  )
    throw unauthorized(server.refreshInvalid);
  if (['UsernameExistsException', 'AliasExistsException'].includes(name)) throw conflict(server.emailTaken);
  if (
    context === 'reset' &&
    [
      'CodeMismatchException',
      'ExpiredCodeException',
      'UserNotFoundException',
      'NotAuthorizedException',
    ].includes(name)
  )
    throw badRequest(server.resetInvalid, { token: server.resetInvalid });
  if (['LimitExceededException', 'TooManyRequestsException', 'TooManyFailedAttemptsException'].includes(name))
    throw tooManyRequests();
  throw error;
};

const tokensFrom = (
  result: { AccessToken?: string; RefreshToken?: string; ExpiresIn?: number } | undefined,
  refreshToken?: string,
): Tokens => {
  if (!result?.AccessToken) throw invalidCredentials();
  const claims = decodeJwt(result.AccessToken);
  return {
    token: result.AccessToken,
    refreshToken: result.RefreshToken ?? refreshToken ?? '',
    expiresIn: result.ExpiresIn ?? 3600,
    userId: String(claims.sub),
    isAdmin: isAdminByGroups(claims['cognito:groups']),
    issuedAt: Math.min(
      ...[claims.auth_time, claims.iat, Math.floor(Date.now() / 1000)].filter(
        (time): time is number => typeof time === 'number',
      ),
    ),
  };
};

export const identityProvider = {
  /** Creates a confirmed account with a permanent password; the API is the only sign-up path. */
  async createUser(input: { email: string; password: string; name: string }): Promise<string> {
    const created = await cognito
      .send(
        new AdminCreateUserCommand({
          UserPoolId: config.userPoolId,
          Username: input.email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: input.email },
            { Name: 'email_verified', Value: 'true' },
            { Name: 'name', Value: input.name },
          ],
        }),
      )
      .catch((error) => mapError(error, 'register'));
    const sub = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    try {
      await cognito.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: config.userPoolId,
          Username: input.email,
          Password: input.password,
          Permanent: true,
        }),
      );
    } catch (error) {
      // Leave no half-made account behind: the e-mail must stay free for a retry.
      await cognito
        .send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: input.email }))
        .catch(() => {});
      throw error;
    }
    if (!sub) throw new Error('Cognito did not return the new user sub');
    return sub;
  },

  async signIn(email: string, password: string): Promise<Tokens> {
    const result = await cognito
      .send(
        new InitiateAuthCommand({
          ClientId: config.userPoolClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD: password },
        }),
      )
      .catch((error) => mapError(error, 'login'));
    return tokensFrom(result.AuthenticationResult);
  },

  async refresh(refreshToken: string): Promise<Tokens> {
    const result = await cognito
      .send(
        new InitiateAuthCommand({
          ClientId: config.userPoolClientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: refreshToken },
        }),
      )
      .catch((error) => mapError(error, 'refresh'));
    return tokensFrom(result.AuthenticationResult, refreshToken);
  },

  /**
   * The account a refresh token belongs to: the `sub` of an access token Cognito mints from it, or undefined
   * when Cognito no longer takes it (revoked, expired, malformed, its user gone). A refresh token is opaque
   * outside Cognito, so asking Cognito is the check.
   */
  async refreshTokenOwner(refreshToken: string): Promise<string | undefined> {
    try {
      return (await identityProvider.refresh(refreshToken)).userId;
    } catch (error) {
      if (isAppError(error) && error.code === 'UNAUTHORIZED') return undefined;
      throw error;
    }
  },

  /**
   * Revokes the refresh token and the access tokens issued from it (RevokeToken). Cognito's own revocation
   * reaches only its own endpoints: API Gateway's JWT authorizer still accepts the access tokens, which is
   * why the API also records the session as ended.
   */
  async revoke(refreshToken: string): Promise<void> {
    await cognito
      .send(new RevokeTokenCommand({ ClientId: config.userPoolClientId, Token: refreshToken }))
      .catch((error) => {
        // An unknown or already revoked token is the state logout wants.
        if (
          !['NotAuthorizedException', 'UnsupportedTokenTypeException', 'InvalidParameterException'].includes(
            (error as Error).name,
          )
        )
          throw error;
      });
  },

  /**
   * Every refresh token of the user stops working (AdminUserGlobalSignOut): after a password reset, a
   * deactivation or 'sair de todos os dispositivos'. The access tokens already out are the API's to refuse.
   * A user Cognito no longer knows has nothing left to sign out.
   */
  async signOutEverywhere(email: string): Promise<void> {
    await cognito
      .send(new AdminUserGlobalSignOutCommand({ UserPoolId: config.userPoolId, Username: email }))
      .catch((error) => {
        if ((error as Error).name !== 'UserNotFoundException') throw error;
      });
  },

  /** Starts Cognito's reset: it sends the code, which the custom-message trigger turns into a link. */
  async forgotPassword(email: string): Promise<void> {
    await cognito.send(new ForgotPasswordCommand({ ClientId: config.userPoolClientId, Username: email }));
  },

  async confirmForgotPassword(email: string, code: string, password: string): Promise<void> {
    await cognito
      .send(
        new ConfirmForgotPasswordCommand({
          ClientId: config.userPoolClientId,
          Username: email,
          ConfirmationCode: code,
          Password: password,
        }),
      )
      .catch((error) => mapError(error, 'reset'));
  },

  async updateEmail(currentEmail: string, newEmail: string): Promise<void> {
    await cognito
      .send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: config.userPoolId,
          Username: currentEmail,
          UserAttributes: [
            { Name: 'email', Value: newEmail },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      )
      .catch((error) => mapError(error, 'update'));
  },

  async updateName(email: string, name: string): Promise<void> {
    await cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: config.userPoolId,
        Username: email,
        UserAttributes: [{ Name: 'name', Value: name }],
      }),
    );
  },

  /** Signs the user out everywhere, then deletes the account. */
  async deleteUser(email: string): Promise<void> {
    await identityProvider.signOutEverywhere(email);
    await cognito
      .send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: email }))
      .catch((error) => {
        if ((error as Error).name !== 'UserNotFoundException') throw error;
      });
  },
};
