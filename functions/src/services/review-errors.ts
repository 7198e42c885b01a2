import { reviewMessages } from '@pele/shared/schemas/reviews';
import { HttpError } from '../middleware/http-error';

/** The product stayed contended through every retry: ask the client to try again shortly. */
export const reviewsBusy = () => new HttpError('TOO_MANY_REQUESTS', reviewMessages.busy);
