import { functionEnvironment } from '@pele/functions/config';
import { PASSWORD_MIN_LENGTH } from '@pele/shared/constants';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { NodeFunction } from '../constructs/node-function';
import { handlerEntry } from '../paths';

export const ADMIN_GROUP = 'admin';
export const CUSTOM_MESSAGE_HANDLER = 'triggers/custom-message';

export interface AuthStackProps extends StackProps {
  /** Public address of the SPA: the custom-message trigger builds the `/reset-password?token=` link from it. */
  appUrl: string;
}

/** Cognito: the user pool (e-mail as user name), the `admin` group, the SPA's app client, the e-mail trigger. */
export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  /** `https://cognito-idp.<region>.amazonaws.com/<poolId>`: the JWT issuer the API checks. */
  readonly issuer: string;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);

    const customMessage = new NodeFunction(this, 'CustomMessage', {
      entry: handlerEntry(CUSTOM_MESSAGE_HANDLER),
      description: 'Cognito custom message: turns the reset code into a /reset-password?token= link',
      environment: functionEnvironment({ appUrl: props.appUrl }),
    });

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      // Accounts are created by POST /auth/register (AdminCreateUser), never by Cognito's public SignUp, so the
      // API's validation and the profile item cannot be skipped.
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: false, mutable: true },
      },
      // Spec section 5: at least 6 characters, nothing else required.
      passwordPolicy: {
        minLength: PASSWORD_MIN_LENGTH,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lambdaTriggers: { customMessage: customMessage.fn },
    });

    this.userPool.addGroup('AdminGroup', {
      groupName: ADMIN_GROUP,
      description: 'Administrators: the /admin panel and the admin API routes',
    });

    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: 'web',
      generateSecret: false,
      authFlows: { userPassword: true },
      enableTokenRevocation: true,
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    this.issuer = `https://cognito-idp.${this.region}.amazonaws.com/${this.userPool.userPoolId}`;
    new CfnOutput(this, 'UserPoolId', {
      value: this.userPool.userPoolId,
      description: 'Cognito user pool id (the operator adds the first admin to the admin group with it)',
    });

    const pool = Validations.of(this.userPool);
    pool.acknowledge({
      id: 'AwsSolutions-COG1',
      reason:
        'The product specification (section 5) fixes the password rule at 6 characters with no class rules.',
    });
    pool.acknowledge({
      id: 'AwsSolutions-COG2',
      reason: 'MFA is not part of the product specification; sign-in is e-mail and password only.',
    });
    pool.acknowledge({
      id: 'AwsSolutions-COG3',
      reason:
        'Threat protection needs the Cognito Plus feature plan, priced per active user; the API throttles and the app keeps its own account-active check.',
    });
    pool.acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        'The Essentials plan covers what the product uses (password sign-in, groups, custom message trigger); Plus adds only threat protection, see COG3.',
    });
  }
}
