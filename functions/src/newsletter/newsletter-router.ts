import { endpoint, endpointRouter } from "../http/endpoint-router.ts";
import * as API from "../shared/api/newsletter.ts";

import { listSubscribers } from "./list-subscribers.ts";
import { subscribe } from "./subscribe.ts";
import { unsubscribe } from "./unsubscribe.ts";

/** Each endpoint runs behind its contract entry's access and rate limit (endpoint-router.ts). */
export const newsletterRouter = endpointRouter(
  [endpoint(API.listSubscribers, listSubscribers), endpoint(API.subscribe, subscribe)],
  [endpoint(API.unsubscribe, unsubscribe)],
);
