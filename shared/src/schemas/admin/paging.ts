import * as z from 'zod';
import { idText, numberText, text } from '../common';
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX, adminMessages } from './admin-words';

/** How staff lists page, and the pieces of a query they share. */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
export const pageNumber = z.preprocess(
  blankToUndefined,
  numberText(adminMessages.page)
    .pipe(z.number().min(1, { error: adminMessages.page }).max(100_000, { error: adminMessages.page }))
    .default(1),
);
export const pageLimit = z.preprocess(
  blankToUndefined,
  numberText(adminMessages.limit)
    .pipe(
      z
        .number()
        .min(1, { error: adminMessages.limit })
        .max(ADMIN_PAGE_SIZE_MAX, { error: adminMessages.limit }),
    )
    .default(ADMIN_PAGE_SIZE),
);
export const searchText = z.preprocess(
  blankToUndefined,
  text(100, { error: adminMessages.search, tooLong: adminMessages.search }).optional(),
);

export const pageQuery = z.object({ page: pageNumber, limit: pageLimit });
export const pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

export const adminIdParams = z.object({ id: idText(128) });
