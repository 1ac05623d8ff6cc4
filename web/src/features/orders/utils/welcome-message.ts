import { customerName } from "@shared/customer-name.ts";

/** The dashboard's greeting: the account's name, or its address's part before the @. */
export function welcomeMessage(displayName: string | null, email: string | null): string {
  return `Welcome, ${customerName(displayName, email)}!`;
}
