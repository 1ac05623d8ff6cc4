// @ts-check
/** `npm run reset`: deletes the emulators' saved data; the next `npm start` seeds afresh. */
import fs from "node:fs";

import { DATA_DIR } from "./lib/paths.mjs";

fs.rmSync(DATA_DIR, { recursive: true, force: true });
console.log(`Removed ${DATA_DIR}. The next \`npm start\` seeds a fresh database.`);
