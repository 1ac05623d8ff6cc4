import type { User } from "firebase/auth";
import type { ReactNode } from "react";
import { useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";

import { downloadAccountData } from "../api/download-account-data";
import { signOutEverywhere } from "../api/sign-out-everywhere";
import { ACCOUNT_SCREEN_MESSAGES as TEXT } from "../utils/account-messages";

import { AccountNameForm } from "./account-name-form";
import { ChangePasswordForm } from "./change-password-form";
import { DeleteAccountForm } from "./delete-account-form";
import { OneClickAction } from "./one-click-action";

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
  const navigate = useNavigate();
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
        <OneClickAction
          intro={TEXT.devicesIntro}
          label={TEXT.signOutEverywhere}
          failure={TEXT.signOutEverywhereFailed}
          tone="danger"
          // Every session revoked and this one signed out: on to /login.
          run={() => signOutEverywhere(user).then(() => navigate(paths.login, { replace: true }))}
        />
      </Section>
      <Section title={TEXT.dataHeading}>
        <OneClickAction
          intro={TEXT.dataIntro}
          label={TEXT.downloadData}
          failure={TEXT.downloadFailed}
          tone="primary"
          run={() => downloadAccountData(user)}
        />
      </Section>
      <Section title={TEXT.deleteHeading}>
        <DeleteAccountForm key={user.uid} user={user} />
      </Section>
    </div>
  );
}
