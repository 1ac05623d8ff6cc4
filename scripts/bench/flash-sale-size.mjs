// @ts-check
/**
 * The flash sale's size: 300 customers, one title with 100 copies, 50 requests in flight at once
 * (the Functions emulator runs as many as its cap allows and queues the rest, as a busy instance
 * would). Apart from ./flash-sale.mjs, which loads TypeScript, so the report can read it.
 */
export const FLASH_SALE = { copies: 100, attempts: 300, inFlight: 50 };
