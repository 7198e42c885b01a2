import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './testing/test-app';

const publicSettingsVariables = (built: ReturnType<typeof buildTestApp>) => {
  const stack = built.routeStacks.find((candidate) => candidate.functions.has('publicSettings'));
  const fn = stack?.functions.get('publicSettings');
  if (!stack || !fn) throw new Error('no stack holds the public settings route');
  const id = (stack as Stack).resolve(
    (fn.fn.node.defaultChild as unknown as { logicalId: string }).logicalId,
  ) as string;
  return Template.fromStack(stack).toJSON().Resources[id].Properties.Environment.Variables as Record<
    string,
    unknown
  >;
};

describe('the contacts given at deploy', () => {
  it('reach the functions from the context values, until staff change them in the panel', () => {
    const built = buildTestApp(
      {},
      {
        context: {
          supportPhone: '5511987654321',
          supportEmail: 'ajuda@pele.ai',
          privacyEmail: 'dpo@pele.ai',
        },
      },
    );
    expect(publicSettingsVariables(built)).toMatchObject({
      SUPPORT_PHONE: '5511987654321',
      SUPPORT_EMAIL: 'ajuda@pele.ai',
      PRIVACY_EMAIL: 'dpo@pele.ai',
    });
  });

  it('are left unset without them, so their links stay hidden', () => {
    const variables = publicSettingsVariables(buildTestApp());
    for (const name of ['SUPPORT_PHONE', 'SUPPORT_EMAIL', 'PRIVACY_EMAIL'])
      expect(variables[name]).toBeUndefined();
  });
});
