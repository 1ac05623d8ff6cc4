import { matchRoutes, type RouteObject, useRoutes } from "react-router-dom";

import { bookQueryOptions } from "@/books/api/get-book";
import { paths } from "@/config/paths";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { apiQueryOptions } from "@/lib/api-query";
import { listCollectionPoints } from "@bookstore/shared/collection/collection-api.ts";

import { AppRoot } from "./layouts/app-root";
import { ShopLayout } from "./layouts/shop-layout";
import { isScreenHandle, lazyScreen, routeData } from "./lazy-screen";
import { HomeRoute } from "./routes/home";

/**
 * The admin screens, outside the shop's shell. Every one (and Chart.js with the overview) loads
 * only when an admin opens it: none of it is in a shopper's bundle.
 */
const adminRoutes: RouteObject[] = [
  {
    path: paths.admin,
    ...lazyScreen("routes/admin/login"),
  },
  {
    path: paths.dashboard,
    ...lazyScreen("routes/admin/dashboard"),
    children: [
      { index: true, ...lazyScreen("routes/admin/overview") },
      { path: paths.manageBooks, ...lazyScreen("routes/admin/manage-books") },
      { path: paths.addNewBook, ...lazyScreen("routes/admin/add-book") },
      { path: paths.importBooks, ...lazyScreen("routes/admin/import-books") },
      { path: paths.editBookPattern, ...lazyScreen("routes/admin/edit-book") },
      { path: paths.adminOrders, ...lazyScreen("routes/admin/orders") },
      { path: paths.packingSlipsPattern, ...lazyScreen("routes/admin/packing-slips") },
      { path: paths.adminMessages, ...lazyScreen("routes/admin/messages") },
      { path: paths.adminSubscribers, ...lazyScreen("routes/admin/subscribers") },
      { path: paths.adminOutbox, ...lazyScreen("routes/admin/outbox") },
      { path: paths.adminReviews, ...lazyScreen("routes/admin/reviews") },
      { path: paths.adminCollectionPoints, ...lazyScreen("routes/admin/collection-points") },
      { path: "*", ...lazyScreen("routes/admin/not-found") },
    ],
  },
];

/** The home page ships with the first bundle; every other screen loads when it is opened. */
const shopRoutes: RouteObject[] = [
  {
    element: <ShopLayout />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      { path: paths.about, ...lazyScreen("routes/about") },
      { path: paths.thanks, ...lazyScreen("routes/thanks") },
      { path: paths.terms, ...lazyScreen("routes/terms") },
      { path: paths.policy, ...lazyScreen("routes/policy") },
      { path: paths.accessibility, ...lazyScreen("routes/accessibility") },
      { path: paths.contact, ...lazyScreen("routes/contact") },
      { path: paths.search, ...lazyScreen("routes/search") },
      { path: paths.categories, ...lazyScreen("routes/categories") },
      { path: paths.catalogue, ...lazyScreen("routes/catalogue") },
      {
        path: paths.bookPattern,
        ...lazyScreen(
          "routes/book",
          routeData(({ id = "" }) => bookQueryOptions(id)),
        ),
      },
      { path: paths.myLibrary, ...lazyScreen("routes/my-library") },
      { path: paths.unsubscribe, ...lazyScreen("routes/unsubscribe") },
      { path: paths.stopStockAlerts, ...lazyScreen("routes/stop-stock-alerts") },
      { path: paths.cancelPreOrder, ...lazyScreen("routes/cancel-pre-order") },
      { path: paths.cart, ...lazyScreen("routes/cart") },
      { path: paths.login, ...lazyScreen("routes/login") },
      { path: paths.register, ...lazyScreen("routes/register") },
      { path: paths.forgotPassword, ...lazyScreen("routes/forgot-password") },
      { path: paths.accountAction, ...lazyScreen("routes/account-action") },
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.checkout,
            ...lazyScreen(
              "routes/checkout",
              routeData(() => apiQueryOptions(listCollectionPoints)),
            ),
          },
          { path: paths.orders, ...lazyScreen("routes/orders") },
          { path: paths.orderPattern, ...lazyScreen("routes/order") },
          { path: paths.userDashboard, ...lazyScreen("routes/user-dashboard") },
          { path: paths.account, ...lazyScreen("routes/account") },
        ],
      },
      { path: "*", ...lazyScreen("routes/not-found") },
    ],
  },
];

/** Every route of the store, matched against the address. */
const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [...adminRoutes, ...shopRoutes],
  },
];

/** The screen for the current address, inside its layouts. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * Loads the lazy screens the address opens with. The entry awaits it before the first render: a
 * screen that suspended there would show its layout alone first, and React holds back revealing
 * the rest for a moment.
 */
export async function loadScreensAt(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  const handles = matches.map(({ route }) => route.handle as unknown).filter(isScreenHandle);
  await Promise.all(handles.map((handle) => handle.loadScreen()));
}
