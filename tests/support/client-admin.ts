import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithCustomToken } from "firebase/auth";
import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore";
import { getApps as getAdminApps, initializeApp as initializeAdminApp } from "firebase-admin/app";
import { getAuth as getAdminAuth } from "firebase-admin/auth";

import { EMULATOR_HOSTS } from "../../scripts/lib/paths.mjs";

export interface ClientAdmin {
  /** The web SDK's Firestore, signed in as an admin: its writes go through firestore.rules. */
  db: Firestore;
  close(): Promise<void>;
}

function hostAndPort(address: string): [string, number] {
  const [host = "127.0.0.1", port = ""] = address.split(":");
  return [host, Number(port)];
}

/**
 * The Firebase web SDK signed in with a custom token carrying `admin: true`, as the admin pages
 * are, against the emulators: what an admin's browser could write to Firestore directly.
 */
export async function signInClientAdmin(uid = `admin-direct-${Date.now()}`): Promise<ClientAdmin> {
  const adminApp = getAdminApps()[0] ?? initializeAdminApp({ projectId: "demo-bookstore" });
  const token = await getAdminAuth(adminApp).createCustomToken(uid, { admin: true });
  const app: FirebaseApp = initializeApp(
    { projectId: "demo-bookstore", apiKey: "demo-api-key" },
    `client-admin-${uid}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${EMULATOR_HOSTS.FIREBASE_AUTH_EMULATOR_HOST}`, {
    disableWarnings: true,
  });
  await signInWithCustomToken(auth, token);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, ...hostAndPort(EMULATOR_HOSTS.FIRESTORE_EMULATOR_HOST));
  return { db, close: () => deleteApp(app) };
}
