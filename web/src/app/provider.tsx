import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { FirebaseAppProvider } from "reactfire";

import { SessionProvider } from "@/features/auth/components/session-provider";
import { firebaseApp } from "@/lib/firebase-app";
import { queryClient } from "@/lib/query-client";

/**
 * No FirestoreProvider and no AuthProvider at the top: reactfire's Firestore hooks take the query
 * itself (screens import the Firestore instance from @/lib/firebase, which loads with them), and
 * SessionProvider renders reactfire's AuthProvider once the Auth SDK has loaded.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <SessionProvider>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </SessionProvider>
    </FirebaseAppProvider>
  );
}
