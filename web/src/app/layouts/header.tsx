import { Link } from "react-router-dom";

import { Dropdown, DropdownLinks } from "@/components/ui/dropdown";
import { OutlineIcon } from "@/components/ui/outline-icon";
import { paths } from "@/config/paths";
import { AccountMenu } from "@/features/auth/components/account-menu";
import { CartButton } from "@/features/cart/components/cart-button";
import { HeaderSearch } from "@/features/search/components/header-search";

const MENU_LINKS = [
  { to: paths.home, label: "Home" },
  { to: paths.catalogue, label: "All books" },
  { to: paths.categories, label: "Categories" },
  { to: paths.about, label: "About" },
  { to: paths.contact, label: "Contact" },
];

export function Header() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <nav
        aria-label="Main"
        className="relative mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3"
      >
        <div className="flex items-center gap-3">
          <Dropdown
            label="Menu"
            trigger={
              <span className="flex items-center gap-2 text-sm font-medium">
                <OutlineIcon className="h-6 w-6">
                  <path d="M4 6h16M4 12h16M4 18h16" />
                </OutlineIcon>
                Menu
              </span>
            }
            buttonClassName="rounded-md p-2 hover:bg-slate-100"
          >
            {(close) => <DropdownLinks links={MENU_LINKS} onSelect={close} />}
          </Dropdown>
          <HeaderSearch />
        </div>
        <div className="flex items-center gap-2 sm:gap-4">
          <Link
            to={paths.myLibrary}
            className="rounded-md px-2 py-2 text-sm font-medium hover:bg-slate-100"
          >
            My Library
          </Link>
          <AccountMenu />
          <CartButton />
        </div>
      </nav>
    </header>
  );
}
