import { Suspense } from "react";
import { Link, NavLink, Outlet } from "react-router-dom";

import { paths } from "@/config/paths";

import { AdminSearch } from "./admin-search";
import { AdminUserCard } from "./admin-user-card";
import { LogoutButton } from "./logout-button";

const NAV_LINKS = [
  { to: paths.dashboard, label: "Dashboard", end: true },
  { to: paths.manageBooks, label: "Manage Books", end: false },
  { to: paths.addNewBook, label: "Add New Book", end: false },
  { to: paths.importBooks, label: "Import books", end: false },
  { to: paths.adminOrders, label: "Orders", end: false },
  { to: paths.adminCollectionPoints, label: "Collection points", end: false },
  { to: paths.adminMessages, label: "Messages", end: false },
  { to: paths.adminSubscribers, label: "Subscribers", end: false },
  { to: paths.adminOutbox, label: "Outbox", end: false },
  { to: paths.adminReviews, label: "Reviews", end: false },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? "bg-blue-700 text-white" : "text-slate-200 hover:bg-slate-800 hover:text-white"
  }`;

const headingButtonClass =
  "rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

/**
 * The dashboard's frame: side nav, header (search, the admin, Log out) and the page heading. None
 * of it is printed: a printed dashboard page (packing slips) is its content alone.
 */
export function DashboardLayout() {
  return (
    <div className="min-h-screen bg-slate-50 md:flex print:block print:min-h-0 print:bg-white">
      <aside className="bg-slate-900 text-white md:min-h-screen md:w-56 md:shrink-0 print:hidden">
        <div className="px-4 pt-4 pb-2">
          <Link to={paths.home} className="text-lg font-bold hover:underline">
            Book Store
          </Link>
          <p className="text-xs text-slate-300">Admin dashboard</p>
        </div>
        <nav aria-label="Dashboard" className="px-2 pb-3">
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-4 py-3 md:px-8 print:hidden">
          <AdminSearch />
          <div className="ml-auto flex min-w-0 items-center gap-3">
            <AdminUserCard />
            <LogoutButton />
          </div>
        </header>
        <main id="main" className="flex-1 px-4 py-6 md:px-8 print:p-0">
          <div className="mb-6 flex flex-wrap items-center justify-between gap-4 print:hidden">
            <h1 className="text-2xl font-bold text-slate-900">Dashboard / Book Store Inventory</h1>
            <div className="flex flex-wrap gap-2">
              <Link
                to={paths.manageBooks}
                className={`${headingButtonClass} border border-blue-700 text-blue-700 hover:bg-blue-50`}
              >
                Manage Books
              </Link>
              <Link
                to={paths.addNewBook}
                className={`${headingButtonClass} bg-blue-700 text-white hover:bg-blue-800`}
              >
                Add New Book
              </Link>
            </div>
          </div>
          <Suspense>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
