import { ACCOUNT_MESSAGES } from "@bookstore/shared/accounts/account.ts";
import * as API from "@bookstore/shared/accounts/accounts-api.ts";

import { signedInCaller } from "../http/caller.ts";
import { HttpError } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { auth, db } from "../lib/firebase.ts";
import { storeOrigin } from "../lib/store-origin.ts";
import { addMail } from "../mail/add-mail.ts";
import { passwordChangedMail } from "../mail/password-changed-mail.ts";

import { requireRecentSignIn } from "./recent-sign-in.ts";

/**
 * POST /api/account/password {password}: sets the signed-in customer's new password and queues
 * the mail telling them of it. Needs a sign-in of the last 5 minutes; an account without a
 * password (Google sign-in only) gets none here.
 */
export const changePassword = route(
  API.changePassword,
  async ({ body: { password }, req, res }) => {
    const caller = signedInCaller(res);
    requireRecentSignIn(caller);

    const account = await auth.getUser(caller.uid);
    const hasPassword = account.providerData.some(({ providerId }) => providerId === "password");
    if (!hasPassword || account.email === undefined) {
      throw new HttpError(400, ACCOUNT_MESSAGES.noPassword);
    }

    await auth.updateUser(caller.uid, { password });
    const batch = db.batch();
    addMail(batch, {
      to: account.email,
      kind: "password-changed",
      message: passwordChangedMail(
        { name: account.displayName, email: account.email },
        storeOrigin(req),
      ),
    });
    await batch.commit();
    return { message: ACCOUNT_MESSAGES.passwordChanged };
  },
);
