import { PASSWORD_MIN_LENGTH } from '@pele/shared/constants';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, it } from 'vitest';
import { buildTestApp } from '../testing/test-app';

let template: Template;

beforeAll(() => {
  template = Template.fromStack(buildTestApp({ appUrl: 'https://pele.example.com' }).auth);
});

describe('user pool', () => {
  it('signs in by e-mail, with sign-up only through the API and the spec password rule', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: {
          MinimumLength: PASSWORD_MIN_LENGTH,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      DeletionProtection: 'ACTIVE',
    });
  });

  it('has the admin group, and outputs the pool id the operator needs to add the first admin to it', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'admin' });
    const [poolId] = Object.keys(template.findResources('AWS::Cognito::UserPool'));
    template.hasOutput('UserPoolId', { Value: { Ref: poolId } });
  });

  it('has a public app client for password and refresh-token sign-in, with token revocation', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      EnableTokenRevocation: true,
      PreventUserExistenceErrors: 'ENABLED',
    });
  });

  it('turns reset codes into links with the custom-message trigger, which knows the site address', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { CustomMessage: { 'Fn::GetAtt': [Match.stringLikeRegexp('CustomMessage'), 'Arn'] } },
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs24.x',
      Environment: { Variables: Match.objectLike({ APP_URL: 'https://pele.example.com' }) },
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'cognito-idp.amazonaws.com',
    });
  });
});
