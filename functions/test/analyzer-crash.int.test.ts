import { analysisMessages } from '@pele/shared/schemas/skin-analysis';
import { describe, expect, it } from 'vitest';
import { testStack } from '../../infra/local/tools/test-runner/test-stack';
import { analyse, fixture, upload } from './analysis-helpers';
import { api, registerUser } from './http';

/**
 * The analyzer crashing (the local Lambda service's fault hook makes each attempt of this user's next
 * analysis throw): after Lambda's retry the on-failure function gets the invocation record, as in AWS, and
 * the analysis ends `failed` with the spec's message instead of staying `processing`.
 */
const crashNextAnalysisOf = async (userId: string) => {
  const lambdaUrl = testStack().env.AWS_ENDPOINT_URL_LAMBDA;
  const asked = await fetch(`${lambdaUrl}/_local/functions/pele-analyzer/crash-next`, {
    method: 'POST',
    body: JSON.stringify({ userId }),
  });
  expect(asked.status).toBe(204);
};

describe('an analyzer that crashes', () => {
  it('ends the analysis failed with the analysis error message, and the next analysis works', async () => {
    const user = await registerUser('analyzer-crash');
    await crashNextAnalysisOf(user.id);

    const crashed = await analyse(user, await upload(user, await fixture('mpl-grace_hopper.jpg')));
    expect(crashed).toMatchObject({
      status: 'failed',
      failureReason: 'Ocorreu um erro ao analisar sua pele. Por favor, tente novamente.',
      skinType: null,
      imageUrl: null,
    });
    expect(crashed.failureReason).toBe(analysisMessages.failed);
    const history = await api<{ id: string; status: string }[]>('GET', '/api/skin-analysis', {
      token: user.token,
    });
    expect(history.body.data).toEqual([expect.objectContaining({ id: crashed.id, status: 'failed' })]);

    // Only that invocation crashed: trying again, as the message asks, measures the photo.
    const again = await analyse(user, await upload(user, await fixture('mpl-grace_hopper.jpg')));
    expect(again.status).toBe('complete');
  });
});
