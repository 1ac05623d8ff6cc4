/** The dashboard's greeting: the display name, or 'User' when there is none. */
export function welcomeMessage(displayName: string | null): string {
  const name = displayName?.trim() ?? "";
  return `Welcome, ${name === "" ? "User" : name}!`;
}
