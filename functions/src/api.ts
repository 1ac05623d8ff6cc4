import { onRequest } from "firebase-functions/v2/https";

import { createApp } from "./app.ts";
import { FUNCTION_SETTINGS } from "./lib/function-settings.ts";

/** The one HTTPS function; Hosting rewrites /api/** and /covers/** to it. */
export const api = onRequest(FUNCTION_SETTINGS.api, createApp());
