import { ACCOUNT_MESSAGES } from "@bookstore/shared/accounts/account.ts";
import { customerName } from "@bookstore/shared/accounts/customer-name.ts";
import type { MailMessage } from "@bookstore/shared/mail/mail.ts";

import { composeMail, link, paragraph } from "./mail-layout.ts";

/** The web's paths.forgotPassword, where a customer asks for a reset link. */
const FORGOT_PASSWORD_PATH = "/forgot-password";

export interface PasswordChangedAccount {
  name: string | null | undefined;
  email: string;
}

/** Sent when a customer changes their password, so a change they did not make does not go unseen. */
export function passwordChangedMail(account: PasswordChangedAccount, origin: string): MailMessage {
  return composeMail(ACCOUNT_MESSAGES.passwordChangedSubject, [
    paragraph(`Hello ${customerName(account.name, account.email)},`),
    paragraph(`The password of your Book Store account (${account.email}) was just changed.`),
    paragraph(
      "If you changed it, there is nothing more to do. If you did not, please reset your password now:",
    ),
    link("Reset your password", `${origin}${FORGOT_PASSWORD_PATH}`),
  ]);
}
