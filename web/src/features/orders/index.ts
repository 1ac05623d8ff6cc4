// The orders feature's public entry: what other features may use (see eslint.config.js).
export { collectAtLine, collectionLines, paymentLabel } from "./utils/collection-display";
export { deliveryAddressLines, orderBookTitles, orderStatusLabel } from "./utils/order-display";
