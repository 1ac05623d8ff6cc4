import { createBrowserRouter, RouterProvider } from "react-router-dom";

import { ShopLayout } from "@/components/layouts/shop-layout";
import { paths } from "@/config/paths";

import { HomeRoute } from "./routes/home";
import { NotFoundRoute } from "./routes/not-found";

const router = createBrowserRouter([
  {
    element: <ShopLayout />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      { path: "*", element: <NotFoundRoute /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
