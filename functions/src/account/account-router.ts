import { endpointRouter } from "../http/endpoint-router.ts";

import { changePassword } from "./change-password.ts";
import { deleteAccount } from "./delete-account.ts";
import { getAccountData } from "./get-account-data.ts";

/** Each endpoint runs behind its contract entry's access and rate limit (endpoint-router.ts). */
export const accountRouter = endpointRouter([changePassword], [getAccountData], [deleteAccount]);
