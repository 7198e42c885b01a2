import { reviewMessages } from '@pele/shared/schemas/reviews';
import { AppError } from '../domain/errors';

/** The product stayed contended through every retry: ask the client to try again shortly. */
export const reviewsBusy = () => new AppError('TOO_MANY_REQUESTS', reviewMessages.busy);
