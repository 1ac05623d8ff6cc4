import { z } from "zod";

// Zod probes `new Function` when a schema is built, to compile fast parsers; the store's
// Content-Security-Policy forbids eval. main.tsx imports this module before anything builds a schema.
z.config({ jitless: true });
