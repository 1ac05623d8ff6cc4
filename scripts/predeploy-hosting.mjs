// @ts-check
/**
 * firebase.json's Hosting predeploy hook: a bare `firebase deploy` runs the same checks and the
 * same fresh production build as `npm run deploy`, for the project it deploys to.
 */
import {
  buildProductionWeb,
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
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
