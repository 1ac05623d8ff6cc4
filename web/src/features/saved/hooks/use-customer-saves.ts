import type { User } from "firebase/auth";

import { useSignInObservable } from "@/lib/use-sign-in-observable";

import { customerSaves, type CustomerSaves } from "../api/customer-saves";

const FAILED: CustomerSaves = { status: "error" };

/** The signed-in customer's saves, live (undefined until Firestore first answers). */
export function useCustomerSaves(user: User): CustomerSaves | undefined {
  return useSignInObservable("saved", user, customerSaves, FAILED);
}
