import type { S3Error } from './s3-error';

/** For the gate's tests: what a check refused with (status, S3 code, message); throws if it accepted. */
export const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const { status, code, message } = error as S3Error;
    return { status, code, message };
  }
  throw new Error('accepted');
};
