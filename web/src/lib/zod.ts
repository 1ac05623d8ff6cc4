import { config } from "zod/v4/core";

// The web build resolves every `from "zod"` here (web/vite.config.ts), so zod is configured
// wherever a schema is built and nowhere else: the home page, which builds none, loads none of
// it. Zod probes `new Function` when a schema is built, to compile fast parsers, and the
// store's Content-Security-Policy forbids eval. (ES modules run their imports first: zod loads,
// this configures it, then the module that imported "zod" builds its schemas.)
config({ jitless: true });

export * from "zod/v4";
