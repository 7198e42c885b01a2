import * as z from 'zod/mini';
import { idText, numberText, preprocess, text } from '../common';
import { schema } from '../schema';
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX, adminMessages } from './admin-words';

/** How staff lists page, and the pieces of a query they share. */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
export const pageNumber = /* @__PURE__ */ schema(() =>
  preprocess(
    blankToUndefined,
    z._default(
      z.pipe(
        numberText(adminMessages.page),
        z
          .number()
          .check(z.gte(1, { error: adminMessages.page }), z.lte(100_000, { error: adminMessages.page })),
      ),
      1,
    ),
  ),
);
export const pageLimit = /* @__PURE__ */ schema(() =>
  preprocess(
    blankToUndefined,
    z._default(
      z.pipe(
        numberText(adminMessages.limit),
        z
          .number()
          .check(
            z.gte(1, { error: adminMessages.limit }),
            z.lte(ADMIN_PAGE_SIZE_MAX, { error: adminMessages.limit }),
          ),
      ),
      ADMIN_PAGE_SIZE,
    ),
  ),
);
export const searchText = /* @__PURE__ */ schema(() =>
  preprocess(
    blankToUndefined,
    z.optional(text(100, { error: adminMessages.search, tooLong: adminMessages.search })),
  ),
);

export const pageQuery = /* @__PURE__ */ schema(() => z.object({ page: pageNumber, limit: pageLimit }));
export const pagination = /* @__PURE__ */ schema(() =>
  z.object({
    page: z.number().check(z.int()),
    limit: z.number().check(z.int()),
    total: z.number().check(z.int()),
    pages: z.number().check(z.int()),
  }),
);
export type Pagination = z.infer<typeof pagination>;

export const adminIdParams = /* @__PURE__ */ schema(() => z.object({ id: idText(128) }));
