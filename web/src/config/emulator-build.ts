/**
 * True in emulator builds. Vite writes VITE_USE_EMULATORS into the bundle as a literal, so in a
 * production build this is the constant `false` and code it guards is left out of the bundle.
 */
export const EMULATOR_BUILD = import.meta.env.VITE_USE_EMULATORS === "true";
