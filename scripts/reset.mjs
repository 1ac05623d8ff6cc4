// @ts-check
/** `npm run reset`: deletes the emulators' saved data; the next `npm start` seeds afresh. */
import fs from "node:fs";

import { DATA_DIR } from "./lib/paths.mjs";
import { exportPaths } from "./lib/periodic-export.mjs";

// The siblings too: a save that a kill left unswapped would otherwise come back on the next start.
for (const dir of [DATA_DIR, ...Object.values(exportPaths(DATA_DIR))]) {
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(`Removed ${DATA_DIR}. The next \`npm start\` seeds a fresh database.`);
