import { endpointRouter } from "../http/endpoint-router.ts";

import { listSubscribers } from "./list-subscribers.ts";
import { subscribe } from "./subscribe.ts";
import { unsubscribe } from "./unsubscribe.ts";

/** Each endpoint runs behind its contract entry's access and rate limit (endpoint-router.ts). */
export const newsletterRouter = endpointRouter([listSubscribers, subscribe], [unsubscribe]);
