import { config } from "zod/v4/core";

// The web build resolves every `from "zod/mini"` here (web/vite.config.ts), as it resolves "zod"
// to zod.ts, so zod is set jitless for the store's Content-Security-Policy whichever of the two
// a bundle loads first: the config is zod/v4/core's, which both share.
config({ jitless: true });

export * from "zod/v4/mini";
