export { api } from "./api.ts";
export { rollUpStock } from "./stock/roll-up-stock.ts";
