import type { User } from "firebase/auth";
import { Link } from "react-router-dom";

import { Dropdown, DropdownLinks, dropdownItemClass } from "@/components/ui/dropdown";
import { OutlineIcon } from "@/components/ui/outline-icon";
import { paths } from "@/config/paths";
import { useSession } from "@/session/use-session";
import { customerName } from "@bookstore/shared/accounts/customer-name.ts";

const DEFAULT_AVATAR = "/default-avatar.svg";

/**
 * The header is on every page: the API client (and the contract it builds URLs from) loads when
 * the customer signs out, not with every page's first bundle.
 */
async function signOut(user: User) {
  const { signOutCustomer } = await import("../api/sign-out");
  await signOutCustomer(user);
}
const ACCOUNT_LINKS = [
  { to: paths.userDashboard, label: "Dashboard" },
  { to: paths.account, label: "Account" },
  { to: paths.orders, label: "Orders" },
  { to: paths.cart, label: "Cart" },
  { to: paths.checkout, label: "Check Out" },
];

/** The header's account item: the avatar menu, the dashboard link for an admin, or a login icon. */
export function AccountMenu() {
  const session = useSession();

  if (session.status === "loading") return <span className="h-9 w-9" aria-hidden="true" />;

  if (session.status === "admin") {
    return (
      <Link
        to={paths.dashboard}
        className="rounded-md px-2 py-2 text-sm font-medium text-blue-800 hover:bg-slate-100"
      >
        Dashboard
      </Link>
    );
  }

  if (session.status === "signed-out") {
    return (
      <Link to={paths.login} aria-label="Log in" className="rounded-full p-2 hover:bg-slate-100">
        <OutlineIcon className="h-6 w-6">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21a8 8 0 0 1 16 0" />
        </OutlineIcon>
      </Link>
    );
  }

  const { user } = session;
  const name = customerName(session.displayName, user.email);
  return (
    <Dropdown
      label={`Account of ${name}`}
      align="right"
      trigger={
        <img
          src={user.photoURL ?? DEFAULT_AVATAR}
          alt=""
          width={36}
          height={36}
          referrerPolicy="no-referrer"
          className="h-9 w-9 rounded-full object-cover ring-2 ring-blue-700"
        />
      }
      buttonClassName="rounded-full"
    >
      {(close) => (
        <DropdownLinks links={ACCOUNT_LINKS} onSelect={close}>
          <li
            data-testid="account-menu-name"
            className="border-t border-slate-200 px-4 py-2 text-sm break-words text-slate-600"
          >
            Signed in as {name}
          </li>
          <li>
            <button
              type="button"
              className={dropdownItemClass}
              onClick={() => {
                close();
                void signOut(user);
              }}
            >
              Sign Out
            </button>
          </li>
        </DropdownLinks>
      )}
    </Dropdown>
  );
}
