import { z } from "zod";

import { adminPageQueryShape } from "../api/page-query.ts";
import { ADMIN_BOOK_STOCK_VIEWS } from "../dashboard/admin-api.ts";

/** GET /api/admin/books?stock=low&limit=&after=: the books low on stock. */
export const adminBooksQuerySchema = z.strictObject({
  stock: z.enum(ADMIN_BOOK_STOCK_VIEWS, {
    error: `must be one of ${ADMIN_BOOK_STOCK_VIEWS.join(", ")}`,
  }),
  ...adminPageQueryShape,
});

/**
 * GET /api/admin/books/export takes no query: one it does not know is refused before the first
 * byte of the file.
 */
export const catalogueExportQuerySchema = z.strictObject({});
