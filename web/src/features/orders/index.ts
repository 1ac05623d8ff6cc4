// The orders feature's public entry: what other features may use (see eslint.config.js).
export { createOrder } from "./api/create-order";
export { ORDERS_QUERY_KEY } from "./api/orders-query-key";
export { deliveryAddressLines, orderBookTitles, orderStatusLabel } from "./utils/order-display";
