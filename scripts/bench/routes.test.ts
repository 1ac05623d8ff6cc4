import { describe, expect, it } from "vitest";

import { modulesFor, routeChains } from "./routes.mjs";

const paths = new Map([
  ["home", "/"],
  ["book", "/books/:id"],
  ["dashboard", "/dashboard"],
]);

const router = `
const router = createBrowserRouter([
  {
    element: <ShopLayout />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      { path: paths.book, lazy: () => import("./routes/book").then((m) => ({ Component: m.B })) },
    ],
  },
  {
    path: paths.dashboard,
    lazy: () => import("./routes/admin/dashboard").then((m) => ({ Component: m.D })),
    children: [
      { index: true, lazy: () => import("./routes/admin/overview").then((m) => ({ Component: m.O })) },
      { path: "add", lazy: () => import("./routes/admin/add").then((m) => ({ Component: m.A })) },
    ],
  },
]);`;

describe("route chains", () => {
  const chains = routeChains(router, paths);

  it("puts an eager route in the entry", () => {
    expect(modulesFor(chains, "/")).toEqual([]);
  });

  it("loads a lazy route's module", () => {
    expect(modulesFor(chains, "/books/:id")).toEqual(["./routes/book"]);
  });

  it("loads a lazy layout with its index child, and a nested path with its parents", () => {
    expect(modulesFor(chains, "/dashboard")).toEqual([
      "./routes/admin/dashboard",
      "./routes/admin/overview",
    ]);
    expect(modulesFor(chains, "/dashboard/add")).toEqual([
      "./routes/admin/dashboard",
      "./routes/admin/add",
    ]);
  });

  it("has nothing for a path the router lacks", () => {
    expect(modulesFor(chains, "/missing")).toBeUndefined();
  });
});

describe("route chains through named arrays and lazy functions", () => {
  const named = `
const layout = () => import("./layout").then((m) => ({ Component: m.L }));
const adminRoutes = [
  { path: paths.dashboard, lazy: () => import("./routes/admin/dashboard").then((m) => ({ Component: m.D })) },
];
const shopRoutes = [{ path: paths.home, element: <HomeRoute /> }];
const router = createBrowserRouter([
  { element: <Root />, children: [{ lazy: layout, children: adminRoutes }, ...shopRoutes] },
]);`;
  const chains = routeChains(named, paths);

  it("loads a named lazy layout before the routes of a named array inside it", () => {
    expect(modulesFor(chains, "/dashboard")).toEqual(["./layout", "./routes/admin/dashboard"]);
  });

  it("follows a spread array of routes", () => {
    expect(modulesFor(chains, "/")).toEqual([]);
  });
});

describe("route chains through lazyScreen", () => {
  const screens = `
const queryLayout = lazyScreen("query-layout");
const router = createBrowserRouter([
  { lazy: queryLayout, children: [{ path: paths.book, lazy: lazyScreen("routes/book") }] },
]);`;
  const chains = routeChains(screens, paths);

  it("names each screen module by its path under web/src/app", () => {
    expect(modulesFor(chains, "/books/:id")).toEqual(["./query-layout", "./routes/book"]);
  });
});

describe("route chains of useRoutes with spread lazy screens", () => {
  const screens = `
const shopRoutes = [{ path: paths.book, ...lazyScreen("routes/book") }];
const appRoutes = [{ element: <Root />, children: [...shopRoutes, { path: paths.home, element: <Home /> }] }];
export function AppRoutes() {
  return useRoutes(appRoutes);
}`;
  const chains = routeChains(screens, paths);

  it("loads a spread screen's module and none for a route in the entry", () => {
    expect(modulesFor(chains, "/books/:id")).toEqual(["./routes/book"]);
    expect(modulesFor(chains, "/")).toEqual([]);
  });
});
