/** Every route path of the app, in one place. */
export const paths = {
  home: "/",
  about: "/about",
  contact: "/contact",
  thanks: "/thanks",
  terms: "/terms-conditions",
  policy: "/policy",
  login: "/login",
  register: "/register",
  cart: "/cart",
  checkout: "/checkout",
  orders: "/orders",
  userDashboard: "/user-dashboard",
  search: "/search",
  myLibrary: "/my-library",
  categories: "/categories",
  admin: "/admin",
  dashboard: "/dashboard",
  book: (id: string) => `/books/${encodeURIComponent(id)}`,
  bookPattern: "/books/:id",
  /** The header search: spaces and dots become '+'. */
  searchFor: (query: string) => `/search?q=${query.trim().replace(/[\s.]+/g, "+")}`,
} as const;
