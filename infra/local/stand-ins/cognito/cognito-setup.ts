import { readFile, writeFile } from 'node:fs/promises';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';

/** Ids of the local user pool, kept in <dataDir>/local-config.json so a restart reuses the same pool and users. */
export interface LocalCognitoIds {
  userPoolId: string;
  userPoolClientId: string;
}

export const adminGroup = 'admin';

const exists = async (probe: () => Promise<unknown>) => {
  try {
    await probe();
    return true;
  } catch (error) {
    if (error instanceof Error && /NotFound/.test(error.name)) return false;
    throw error;
  }
};

const readIds = async (file: string): Promise<Partial<LocalCognitoIds>> => {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Partial<LocalCognitoIds>;
  } catch {
    return {};
  }
};

/** The same pool shape the CDK auth stack creates: e-mail sign-in, password minimum 6, USER_PASSWORD_AUTH + refresh. */
export const ensureUserPool = async (
  client: CognitoIdentityProviderClient,
  localConfigFile: string,
): Promise<LocalCognitoIds> => {
  const saved = await readIds(localConfigFile);
  const { userPoolId, userPoolClientId } = saved;
  let ids: LocalCognitoIds | undefined;
  if (
    userPoolId &&
    userPoolClientId &&
    (await exists(() => client.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId })))) &&
    (await exists(() =>
      client.send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: userPoolClientId })),
    ))
  ) {
    ids = { userPoolId, userPoolClientId };
  } else {
    const pool = await client.send(
      new CreateUserPoolCommand({
        PoolName: 'pele-local',
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Policies: {
          PasswordPolicy: {
            MinimumLength: 6,
            RequireLowercase: false,
            RequireUppercase: false,
            RequireNumbers: false,
            RequireSymbols: false,
          },
        },
      }),
    );
    const poolId = pool.UserPool?.Id;
    if (!poolId) throw new Error('cognito-local created a pool without an id');
    const appClient = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: poolId,
        ClientName: 'pele-web',
        GenerateSecret: false,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        EnableTokenRevocation: true,
      }),
    );
    const clientId = appClient.UserPoolClient?.ClientId;
    if (!clientId) throw new Error('cognito-local created an app client without an id');
    ids = { userPoolId: poolId, userPoolClientId: clientId };
    await writeFile(localConfigFile, `${JSON.stringify({ ...saved, ...ids }, null, 2)}\n`);
  }
  const poolId = ids.userPoolId;
  // ListGroups, not GetGroup: cognito-local's GetGroup fails with a 500 on a pool that has no group yet.
  const groups = await client.send(new ListGroupsCommand({ UserPoolId: poolId }));
  if (!groups.Groups?.some((group) => group.GroupName === adminGroup)) {
    await client.send(
      new CreateGroupCommand({ UserPoolId: poolId, GroupName: adminGroup, Description: 'Administradores' }),
    );
  }
  return ids;
};

export interface AdminAccount {
  sub: string;
  email: string;
  name: string;
  password: string;
}

/**
 * Makes sure the admin account exists, is in the admin group and has the configured password (set on every
 * start, so the credentials printed at start-up always work).
 */
export const ensureAdmin = async (
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  admin: Omit<AdminAccount, 'sub'>,
): Promise<AdminAccount> => {
  const found = await exists(() =>
    client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: admin.email })),
  );
  if (!found) {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: admin.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: admin.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: admin.name },
        ],
      }),
    );
  }
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: admin.email,
      Password: admin.password,
      Permanent: true,
    }),
  );
  await client.send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: admin.email, GroupName: adminGroup }),
  );
  const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: admin.email }));
  const sub = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error(`the admin user ${admin.email} has no sub`);
  return { ...admin, sub };
};
