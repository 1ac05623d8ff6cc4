import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AuthProvider, FirebaseAppProvider } from "reactfire";

import { auth, firebaseApp } from "@/lib/firebase-app";
import { queryClient } from "@/lib/query-client";

/**
 * No FirestoreProvider: reactfire's Firestore hooks take the query itself, and screens import
 * the Firestore instance from @/lib/firebase, which loads with them (not before first render).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
