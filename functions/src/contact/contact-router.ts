import { endpointRouter } from "../http/endpoint-router.ts";

import { listContactMessages } from "./list-contact-messages.ts";
import { postContactMessage } from "./post-contact-message.ts";

/** Each endpoint runs behind its contract entry's access and rate limit (endpoint-router.ts). */
export const contactRouter = endpointRouter([listContactMessages, postContactMessage]);
