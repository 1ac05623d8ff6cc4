import { reload, updateProfile, type User } from "firebase/auth";

/**
 * Saves the account's name (trimmed). updateProfile changes the User in place without telling
 * anyone; reloading it makes the SDK report the user again, so the session, and with it the
 * header and the dashboard, show the new name without a page load.
 */
export async function updateName(user: User, name: string): Promise<void> {
  await updateProfile(user, { displayName: name.trim() });
  await reload(user);
}
