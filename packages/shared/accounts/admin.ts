/** An administrator account, readable only by the server. */
export interface AdminDocument<TTimestamp> {
  username: string;
  /** `scrypt$N$r$p$salt$hash` */
  passwordHash: string;
  /** Where the store's notices to its owner go when STORE_OWNER_EMAIL is not set (the first admin's). */
  email?: string;
  createdAt: TTimestamp;
  updatedAt: TTimestamp;
}

export const ADMIN_USERNAME_PATTERN = /^[a-z0-9][a-z0-9_.-]{2,31}$/;
export const ADMIN_PASSWORD_MIN_LENGTH = 8;
