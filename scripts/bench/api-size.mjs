// @ts-check
/**
 * The order load's size (./api.mjs), apart so the report reads it without the shared TypeScript
 * sources: orders placed in the warm-up, then measured, and how many customers place them.
 */
export const ORDER_WARM_UP = 50;
export const ORDERS_MEASURED = 300;
/** Two orders each: well within a customer's pending orders (ORDER_LIMITS.pendingPerCustomer). */
export const ORDERS_PER_CUSTOMER = 2;
export const ORDER_CUSTOMERS = Math.ceil((ORDER_WARM_UP + ORDERS_MEASURED) / ORDERS_PER_CUSTOMER);
