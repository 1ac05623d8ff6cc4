import { z } from "zod";

import { BOOK_LIMITS } from "../books/book-input.ts";
import { CATEGORIES } from "../books/categories.ts";

const price = z.coerce.number().min(0).max(BOOK_LIMITS.maxPrice).optional();

/**
 * The catalogue's filters as query parameters (`?category=&minPrice=&maxPrice=&onSale=true`),
 * checked the same way wherever books are listed: the catalogue's listing and the search.
 */
export const catalogueFilterQueryShape = {
  category: z.enum(CATEGORIES).optional(),
  minPrice: price,
  maxPrice: price,
  onSale: z
    .literal("true")
    .transform(() => true)
    .optional(),
};
