import type { User } from "firebase/auth";
import type { ReactNode } from "react";

import { ACCOUNT_SCREEN_MESSAGES as TEXT } from "../utils/account-messages";

import { AccountNameForm } from "./account-name-form";
import { ChangePasswordForm } from "./change-password-form";
import { DeleteAccountForm } from "./delete-account-form";
import { DownloadDataButton } from "./download-data-button";
import { SignOutEverywhereButton } from "./sign-out-everywhere-button";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="mb-4 text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** The /account page's sections: name, password (for e-mail accounts), devices and data. */
export function AccountSettings({ user, name }: { user: User; name: string | null }) {
  const hasPassword = user.providerData.some(({ providerId }) => providerId === "password");
  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-700">
        Signed in as <strong>{user.email}</strong>
      </p>
      <Section title={TEXT.nameHeading}>
        <AccountNameForm user={user} name={name} />
      </Section>
      <Section title={TEXT.passwordHeading}>
        {hasPassword ? (
          <ChangePasswordForm key={user.uid} user={user} />
        ) : (
          <p className="text-slate-700">{TEXT.googleOnly}</p>
        )}
      </Section>
      <Section title={TEXT.devicesHeading}>
        <SignOutEverywhereButton user={user} />
      </Section>
      <Section title={TEXT.dataHeading}>
        <DownloadDataButton user={user} />
      </Section>
      <Section title={TEXT.deleteHeading}>
        <DeleteAccountForm key={user.uid} user={user} />
      </Section>
    </div>
  );
}
