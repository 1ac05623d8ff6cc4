import { endpointRouter } from "../http/endpoint-router.ts";

import { adminLogin } from "./admin-login.ts";
import { adminLogout } from "./admin-logout.ts";
import { logout } from "./logout.ts";

/** Each endpoint runs behind its contract entry's access and rate limit (endpoint-router.ts). */
export const authRouter = endpointRouter([adminLogin], [adminLogout], [logout]);
