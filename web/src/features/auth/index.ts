// The auth feature's public entry: what other features may use (see eslint.config.js).
export { useSession } from "./hooks/use-session";
export { adminSessionEndsAt } from "./utils/admin-session";
