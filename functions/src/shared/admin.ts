/** An administrator account, readable only by the server. */
export interface AdminDocument<TTimestamp> {
  username: string;
  /** `scrypt$N$r$p$salt$hash` */
  passwordHash: string;
  createdAt: TTimestamp;
  updatedAt: TTimestamp;
}

export const ADMIN_USERNAME_PATTERN = /^[a-z0-9][a-z0-9_.-]{2,31}$/;
export const ADMIN_PASSWORD_MIN_LENGTH = 8;
