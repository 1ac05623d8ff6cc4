/**
 * The most items any list anyone may read without signing in answers at once (GET /api/books);
 * more come page by page through X-Next-Cursor. It bounds what one anonymous request costs.
 */
export const PUBLIC_LIST_MAX_ITEMS = 100;

/** The 400's message for a larger `limit`, after the field's name ("limit: must be …"). */
export function limitTooLargeMessage(max: number): string {
  return `must be at most ${max}; ask for the next page with after= (the X-Next-Cursor header)`;
}
