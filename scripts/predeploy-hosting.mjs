// @ts-check
/**
 * firebase.json's Hosting predeploy hook: a bare `firebase deploy` runs the same checks and the
 * same fresh production build as `npm run deploy`, for the project it deploys to, and refuses
 * when the shell the functions' upload carries is not this build's.
 */
import {
  buildProductionWeb,
  checkShellsMatch,
  DEFAULT_ENV_FILE,
  preflight,
  refuseDeploy,
} from "./lib/production-build.mjs";

const projectId = process.env.GCLOUD_PROJECT;
const envFile = process.env.BOOKSTORE_ENV_FILE ?? DEFAULT_ENV_FILE;
const { problems, settings } = preflight({ projectId, envFile });
if (problems.length > 0) refuseDeploy(problems);
try {
  await buildProductionWeb(settings);
  // The functions' upload was packed from functions/lib/site by now: a shell from another build
  // would name assets this deploy does not upload.
  checkShellsMatch();
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
