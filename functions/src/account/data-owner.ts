import { normalizeEmail } from "../shared/newsletter.ts";

/** Whose data a request reads or erases: the account's uid and the addresses it is known by. */
export interface DataOwner {
  uid: string;
  /** The account's address as stored and in normalized form (trimmed, lower-case), distinct. */
  emails: string[];
}

export function dataOwner(uid: string, addresses: readonly (string | undefined)[]): DataOwner {
  const emails = new Set<string>();
  for (const address of addresses) {
    if (address === undefined || address.trim() === "") continue;
    emails.add(address);
    emails.add(normalizeEmail(address));
  }
  return { uid, emails: [...emails] };
}
