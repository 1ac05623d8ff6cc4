/** The dashboard's greeting: the account's name, or "User" for an account without one. */
export function welcomeMessage(displayName: string | null): string {
  const name = displayName?.trim() ?? "";
  return `Welcome, ${name === "" ? "User" : name}!`;
}
