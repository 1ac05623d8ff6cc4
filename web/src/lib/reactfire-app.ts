import type {
  getApps as GetApps,
  initializeApp as InitializeApp,
  registerVersion as RegisterVersion,
} from "firebase/app";

/**
 * What reactfire imports from "firebase/app" (the build points its import here; see
 * web/vite.config.ts). reactfire calls these only to create an app when FirebaseAppProvider gets
 * a config instead of an app; the store always hands it the app from @/lib/firebase-app, so the
 * Firebase app (and the packages under it) stays out of every page's first bundle.
 */
function notUsed(name: string): never {
  throw new Error(`reactfire called firebase/app's ${name}: give FirebaseAppProvider an app.`);
}

export const getApps: typeof GetApps = () => notUsed("getApps");
export const initializeApp = (() => notUsed("initializeApp")) as typeof InitializeApp;
export const registerVersion: typeof RegisterVersion = () => notUsed("registerVersion");
