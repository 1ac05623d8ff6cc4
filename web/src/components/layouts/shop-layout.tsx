import { Link, Outlet } from "react-router-dom";

import { paths } from "@/config/paths";

export function ShopLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200">
        <nav className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
          <Link to={paths.home} className="text-xl font-bold text-blue-900">
            Book Store
          </Link>
        </nav>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 py-6 text-center text-sm text-slate-500">
        © 2025–{new Date().getFullYear()} Book Store
      </footer>
    </div>
  );
}
