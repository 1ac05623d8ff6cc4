import { createBrowserRouter, type RouteObject } from "react-router-dom";

import { RouteError } from "@/components/errors/route-error";
import { paths } from "@/config/paths";
import { RequireAuth } from "@/features/auth/components/require-auth";

import { AppRoot } from "./layouts/app-root";
import { ShopLayout } from "./layouts/shop-layout";
import { lazyScreen } from "./lazy-screen";
import { HomeRoute } from "./routes/home";

/**
 * The admin screens, outside the shop's shell. Every one (and Chart.js with the overview) loads
 * only when an admin opens it: none of it is in a shopper's bundle.
 */
const adminRoutes: RouteObject[] = [
  {
    path: paths.admin,
    errorElement: <RouteError />,
    lazy: lazyScreen("routes/admin/login"),
  },
  {
    path: paths.dashboard,
    errorElement: <RouteError />,
    lazy: lazyScreen("routes/admin/dashboard"),
    children: [
      { index: true, lazy: lazyScreen("routes/admin/overview") },
      { path: paths.manageBooks, lazy: lazyScreen("routes/admin/manage-books") },
      { path: paths.addNewBook, lazy: lazyScreen("routes/admin/add-book") },
      { path: paths.importBooks, lazy: lazyScreen("routes/admin/import-books") },
      { path: paths.editBookPattern, lazy: lazyScreen("routes/admin/edit-book") },
      { path: paths.adminOrders, lazy: lazyScreen("routes/admin/orders") },
      { path: paths.adminMessages, lazy: lazyScreen("routes/admin/messages") },
      { path: paths.adminSubscribers, lazy: lazyScreen("routes/admin/subscribers") },
      { path: paths.adminOutbox, lazy: lazyScreen("routes/admin/outbox") },
      { path: "*", lazy: lazyScreen("routes/admin/not-found") },
    ],
  },
];

/** The home page ships with the first bundle; every other screen loads when it is opened. */
const shopRoutes: RouteObject[] = [
  {
    element: <ShopLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      { path: paths.about, lazy: lazyScreen("routes/about") },
      { path: paths.thanks, lazy: lazyScreen("routes/thanks") },
      { path: paths.terms, lazy: lazyScreen("routes/terms") },
      { path: paths.policy, lazy: lazyScreen("routes/policy") },
      { path: paths.contact, lazy: lazyScreen("routes/contact") },
      { path: paths.search, lazy: lazyScreen("routes/search") },
      { path: paths.categories, lazy: lazyScreen("routes/categories") },
      { path: paths.catalogue, lazy: lazyScreen("routes/catalogue") },
      { path: paths.bookPattern, lazy: lazyScreen("routes/book") },
      { path: paths.myLibrary, lazy: lazyScreen("routes/my-library") },
      { path: paths.unsubscribe, lazy: lazyScreen("routes/unsubscribe") },
      { path: paths.cart, lazy: lazyScreen("routes/cart") },
      { path: paths.login, lazy: lazyScreen("routes/login") },
      { path: paths.register, lazy: lazyScreen("routes/register") },
      { path: paths.forgotPassword, lazy: lazyScreen("routes/forgot-password") },
      { path: paths.accountAction, lazy: lazyScreen("routes/account-action") },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.checkout, lazy: lazyScreen("routes/checkout") },
          { path: paths.orders, lazy: lazyScreen("routes/orders") },
          { path: paths.orderPattern, lazy: lazyScreen("routes/order") },
          { path: paths.userDashboard, lazy: lazyScreen("routes/user-dashboard") },
          { path: paths.account, lazy: lazyScreen("routes/account") },
        ],
      },
      { path: "*", lazy: lazyScreen("routes/not-found") },
    ],
  },
];

/**
 * The store's router. Made by a call rather than at import, so the entry builds it in a task of
 * its own: building it matches and ranks every route, and inside the entry's evaluation that work
 * would lengthen the one long task before the first paint.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppRoot />,
      errorElement: <RouteError />,
      children: [...adminRoutes, ...shopRoutes],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
