import { onRequest } from "firebase-functions/v2/https";

import { createApp } from "./app.ts";

/** The one HTTPS function; Hosting rewrites /api/** and /covers/** to it. */
export const api = onRequest({ region: "us-central1", memory: "512MiB" }, createApp());
