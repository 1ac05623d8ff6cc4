import { createBrowserRouter, RouterProvider, type RouteObject } from "react-router-dom";

import { RouteError } from "@/components/errors/route-error";
import { AppRoot } from "@/components/layouts/app-root";
import { ShopLayout } from "@/components/layouts/shop-layout";
import { paths } from "@/config/paths";
import { RequireAuth } from "@/features/auth/components/require-auth";

import { HomeRoute } from "./routes/home";

/** TanStack Query's provider: a layout around the screens that use the API, loaded with the first. */
const queryLayout = () => import("./query-layout").then((m) => ({ Component: m.QueryLayout }));

/**
 * The admin screens, outside the shop's shell. Every one (and Chart.js with the overview) loads
 * only when an admin opens it: none of it is in a shopper's bundle.
 */
const adminRoutes: RouteObject[] = [
  {
    path: paths.admin,
    errorElement: <RouteError />,
    lazy: () => import("./routes/admin/login").then((m) => ({ Component: m.AdminLoginRoute })),
  },
  {
    path: paths.dashboard,
    errorElement: <RouteError />,
    lazy: () => import("./routes/admin/dashboard").then((m) => ({ Component: m.DashboardRoute })),
    children: [
      {
        index: true,
        lazy: () => import("./routes/admin/overview").then((m) => ({ Component: m.OverviewRoute })),
      },
      {
        path: paths.manageBooks,
        lazy: () =>
          import("./routes/admin/manage-books").then((m) => ({ Component: m.ManageBooksRoute })),
      },
      {
        path: paths.addNewBook,
        lazy: () => import("./routes/admin/add-book").then((m) => ({ Component: m.AddBookRoute })),
      },
      {
        path: paths.editBookPattern,
        lazy: () =>
          import("./routes/admin/edit-book").then((m) => ({ Component: m.EditBookRoute })),
      },
      {
        path: paths.adminOrders,
        lazy: () =>
          import("./routes/admin/orders").then((m) => ({ Component: m.AdminOrdersRoute })),
      },
      {
        path: paths.adminMessages,
        lazy: () => import("./routes/admin/messages").then((m) => ({ Component: m.MessagesRoute })),
      },
      {
        path: paths.adminSubscribers,
        lazy: () =>
          import("./routes/admin/subscribers").then((m) => ({ Component: m.SubscribersRoute })),
      },
      {
        path: "*",
        lazy: () =>
          import("./routes/admin/not-found").then((m) => ({
            Component: m.DashboardNotFoundRoute,
          })),
      },
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
      {
        path: paths.about,
        lazy: () => import("./routes/about").then((m) => ({ Component: m.AboutRoute })),
      },
      {
        path: paths.thanks,
        lazy: () => import("./routes/thanks").then((m) => ({ Component: m.ThanksRoute })),
      },
      {
        path: paths.terms,
        lazy: () => import("./routes/terms").then((m) => ({ Component: m.TermsRoute })),
      },
      {
        path: paths.policy,
        lazy: () => import("./routes/policy").then((m) => ({ Component: m.PolicyRoute })),
      },
      {
        lazy: queryLayout,
        children: [
          {
            path: paths.contact,
            lazy: () => import("./routes/contact").then((m) => ({ Component: m.ContactRoute })),
          },
          {
            path: paths.search,
            lazy: () => import("./routes/search").then((m) => ({ Component: m.SearchRoute })),
          },
          {
            path: paths.categories,
            lazy: () =>
              import("./routes/categories").then((m) => ({ Component: m.CategoriesRoute })),
          },
          {
            path: paths.bookPattern,
            lazy: () => import("./routes/book").then((m) => ({ Component: m.BookRoute })),
          },
          {
            path: paths.myLibrary,
            lazy: () =>
              import("./routes/my-library").then((m) => ({ Component: m.MyLibraryRoute })),
          },
        ],
      },
      {
        path: paths.cart,
        lazy: () => import("./routes/cart").then((m) => ({ Component: m.CartRoute })),
      },
      {
        path: paths.login,
        lazy: () => import("./routes/login").then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: paths.register,
        lazy: () => import("./routes/register").then((m) => ({ Component: m.RegisterRoute })),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: queryLayout,
            children: [
              {
                path: paths.checkout,
                lazy: () =>
                  import("./routes/checkout").then((m) => ({ Component: m.CheckoutRoute })),
              },
              {
                path: paths.orders,
                lazy: () => import("./routes/orders").then((m) => ({ Component: m.OrdersRoute })),
              },
              {
                path: paths.userDashboard,
                lazy: () =>
                  import("./routes/user-dashboard").then((m) => ({
                    Component: m.UserDashboardRoute,
                  })),
              },
            ],
          },
        ],
      },
      {
        path: "*",
        lazy: () => import("./routes/not-found").then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
];

const router = createBrowserRouter([
  {
    element: <AppRoot />,
    errorElement: <RouteError />,
    children: [{ lazy: queryLayout, children: adminRoutes }, ...shopRoutes],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
