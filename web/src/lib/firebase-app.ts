import { initializeApp } from "firebase/app";

import { env } from "@/config/env";

/**
 * The Firebase app: what every page needs from its first render. Auth loads when a session may
 * exist (./auth-loader.ts) and Firestore with the first screen that reads books (./firebase.ts).
 */
export const firebaseApp = initializeApp(env.firebase);
