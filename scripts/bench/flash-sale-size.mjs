// @ts-check
/**
 * The flash sale's size: 300 customers, one title with 100 copies, 50 requests in flight at once
 * (what the Functions emulator holds on a 2-core machine: a worker process per concurrent
 * request). Apart from ./flash-sale.mjs, which loads TypeScript, so the report can read it.
 */
export const FLASH_SALE = { copies: 100, attempts: 300, inFlight: 50 };
