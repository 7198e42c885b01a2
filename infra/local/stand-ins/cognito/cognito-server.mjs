// cognito-local in its own process. It keeps its config and users under `<cwd>/.cognito`, so the parent
// starts this file with cwd = <dataDir>/cognito. Plain JavaScript: it only wires cognito-local's own modules.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pino = require('pino');
const { createDefaultServer } = require('cognito-local');
const { ConsoleMessageSender } = require('cognito-local/lib/services/messageDelivery/consoleMessageSender');
const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator');
const { Targets } = require('cognito-local/lib/targets/targets');
const { InvalidParameterError, UserNotFoundError } = require('cognito-local/lib/errors');
const signingKey = require('cognito-local/lib/keys/cognitoLocal.private.json');
// cognito-local's own JWT library, resolved from where cognito-local is.
const jwt = createRequire(require.resolve('cognito-local'))('jsonwebtoken');

// Tokens as AWS issues them, where cognito-local differs (the API's session checks depend on these):
// - lifetimes: an app client without its own gets AWS's defaults (access and ID tokens 1 hour, refresh
//   30 days), not cognito-local's 24 hours;
// - `origin_jti`: one id for a sign-in and every token refreshed from it, which a logout revokes;
// - `auth_time`: the sign-in's time, kept across refreshes (cognito-local resets it on each refresh).
// The refresh token is cognito-local's own JWT: it carries both claims to the refresh.
const refreshOf = new AsyncLocalStorage();
const AWS_DEFAULT_LIFETIMES = [
  ['AccessTokenValidity', 'AccessToken', 1, 'hours'],
  ['IdTokenValidity', 'IdToken', 1, 'hours'],
  ['RefreshTokenValidity', 'RefreshToken', 30, 'days'],
];
const resign = (token, extra) => {
  const { payload } = jwt.decode(token, { complete: true });
  return jwt.sign({ ...payload, ...extra }, signingKey.pem, { algorithm: 'RS256', keyid: 'CognitoLocal' });
};
const generate = JwtTokenGenerator.prototype.generate;
JwtTokenGenerator.prototype.generate = async function (ctx, user, groups, client, metadata, source) {
  const withLifetimes = { ...client, TokenValidityUnits: { ...client.TokenValidityUnits } };
  for (const [field, unit, value, defaultUnit] of AWS_DEFAULT_LIFETIMES) {
    if (withLifetimes[field] !== undefined) continue;
    withLifetimes[field] = value;
    withLifetimes.TokenValidityUnits[unit] = defaultUnit;
  }
  const tokens = await generate.call(this, ctx, user, groups, withLifetimes, metadata, source);
  const signIn = refreshOf.getStore();
  const extra = {
    origin_jti: signIn?.originJti ?? randomUUID(),
    ...(signIn?.authTime ? { auth_time: signIn.authTime } : {}),
  };
  const accessToken = resign(tokens.AccessToken, extra);
  const { exp, iat } = jwt.decode(accessToken);
  return {
    ...tokens,
    AccessToken: accessToken,
    IdToken: resign(tokens.IdToken, extra),
    RefreshToken: resign(tokens.RefreshToken, { ...extra, auth_time: extra.auth_time ?? iat }),
    ExpiresIn: exp - iat,
    TokenType: 'Bearer',
  };
};
const initiateAuth = Targets.InitiateAuth;
Targets.InitiateAuth = (services) => {
  const run = initiateAuth(services);
  return (ctx, req) => {
    const refreshToken = req.AuthParameters?.REFRESH_TOKEN;
    if (!refreshToken || !/^REFRESH_TOKEN/.test(req.AuthFlow ?? '')) return run(ctx, req);
    const claims = jwt.decode(refreshToken) ?? {};
    return refreshOf.run({ originJti: claims.origin_jti, authTime: claims.auth_time }, () => run(ctx, req));
  };
};

// Global sign-out, which cognito-local lacks: every refresh token of the user stops working, as in AWS
// (access tokens already out stay valid until they expire; the API refuses them itself).
const signOutEverywhere = async (ctx, userPool, user) => {
  await userPool.saveUser(ctx, { ...user, RefreshTokens: [] });
  return {};
};
Targets.AdminUserGlobalSignOut =
  ({ cognito }) =>
  async (ctx, req) => {
    const userPool = await cognito.getUserPool(ctx, req.UserPoolId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new UserNotFoundError();
    return signOutEverywhere(ctx, userPool, user);
  };
Targets.GlobalSignOut =
  ({ cognito }) =>
  async (ctx, req) => {
    let claims;
    try {
      claims = jwt.verify(req.AccessToken, signingKey.pem, { algorithms: ['RS256'] });
    } catch {
      throw new InvalidParameterError('Invalid access token');
    }
    const userPool = await cognito.getUserPoolForClientId(ctx, claims.client_id);
    const user = await userPool.getUserByUsername(ctx, claims.sub);
    if (!user) throw new UserNotFoundError();
    return signOutEverywhere(ctx, userPool, user);
  };

// cognito-local "delivers" e-mail by printing a box to its console. The message it hands over is final (the
// custom-message trigger already applied), and it carries the generated code as __code, so hand it to the
// parent, which writes the local outbox: the same mail Cognito would send in AWS. The API call answers only
// after the parent confirms the write, so a test can read the outbox as soon as forgot-password returns.
const pendingMails = new Map();
let mailId = 0;
process.on('message', (message) => {
  if (message?.type === 'mail-written') {
    pendingMails.get(message.id)?.();
    pendingMails.delete(message.id);
  }
});
ConsoleMessageSender.prototype.sendEmail = (_ctx, _user, destination, message) =>
  new Promise((resolve) => {
    mailId += 1;
    pendingMails.set(mailId, resolve);
    process.send({
      type: 'mail',
      id: mailId,
      mail: {
        to: destination,
        subject: message.emailSubject,
        html: message.emailMessage,
        code: message.__code,
      },
    });
  });

// Never outlive the parent: the IPC channel closes when it exits, however it exits.
process.on('disconnect', () => process.exit(0));

const logger = pino({ level: process.env.COGNITO_LOG_LEVEL ?? 'error' });
const server = await createDefaultServer(logger);
const httpServer = await server.start();
process.send?.({ type: 'ready', port: httpServer.address().port });
