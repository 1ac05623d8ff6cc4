import type { ReactNode } from "react";
import { FirebaseAppProvider, FirestoreProvider } from "reactfire";

import { firebaseApp, firestore } from "@/lib/firebase";

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
    </FirebaseAppProvider>
  );
}
