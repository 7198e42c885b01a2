/** Query keys of the challenge calls; everything under `all` is read again after a join. */
export const challengeKeys = {
  all: ['challenges'] as const,
};
