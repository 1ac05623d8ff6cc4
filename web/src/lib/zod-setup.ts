import { config } from "zod/v4/core";

// Zod probes `new Function` when a schema is built, to compile fast parsers; the store's
// Content-Security-Policy forbids eval. main.tsx imports this module before anything builds a
// schema. (zod's small shared core: it configures every schema the screens load later.)
config({ jitless: true });
