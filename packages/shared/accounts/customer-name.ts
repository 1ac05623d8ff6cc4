/**
 * Customers' names, zod-free: the header shows a name on every page, so this module ships in
 * the first script (shared/accounts/account.ts, with the API's schemas, does not).
 */

/** A name is what checkout sends as the order's name: it has ORDER_LIMITS.name. */
export const NAME_MAX_LENGTH = 100;

export const NAME_MESSAGES = {
  nameRequired: "Please enter your name.",
  nameTooLong: `Your name can have at most ${NAME_MAX_LENGTH} characters.`,
  nameSaved: "Your name is saved.",
} as const;

/** What is wrong with a name the forms take (trimmed, required, at most NAME_MAX_LENGTH). */
export function nameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === "") return NAME_MESSAGES.nameRequired;
  if (trimmed.length > NAME_MAX_LENGTH) return NAME_MESSAGES.nameTooLong;
  return undefined;
}

/**
 * What the store calls a customer: their display name, or else the part of their e-mail address
 * before the @ (accounts made before names were asked for have none), or else "Customer".
 */
export function customerName(
  displayName: string | null | undefined,
  email: string | null | undefined,
): string {
  const name = displayName?.trim() ?? "";
  if (name !== "") return name;
  const local = email?.split("@")[0]?.trim() ?? "";
  return local === "" ? "Customer" : local;
}
