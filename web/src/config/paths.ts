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
  /** Asks Firebase Auth to mail a password reset link. */
  forgotPassword: "/forgot-password",
  /** Firebase Auth's e-mail action links land here (set as the action URL in the console). */
  accountAction: "/account/action",
  account: "/account",
  cart: "/cart",
  checkout: "/checkout",
  orders: "/orders",
  /** One of the signed-in customer's orders. */
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  orderPattern: "/orders/:id",
  userDashboard: "/user-dashboard",
  search: "/search",
  myLibrary: "/my-library",
  categories: "/categories",
  /** The whole catalogue: filters, sort and page in the query (see features/catalogue). */
  catalogue: "/books",
  admin: "/admin",
  dashboard: "/dashboard",
  manageBooks: "/dashboard/manage-books",
  /** The books with at most LOW_STOCK_MAX copies, fewest first. */
  manageBooksLowStock: "/dashboard/manage-books?stock=low",
  addNewBook: "/dashboard/add-new-book",
  /** Books from a CSV or JSON file (docs/catalogue-import.md). */
  importBooks: "/dashboard/import-books",
  editBook: (id: string) => `/dashboard/edit-book/${encodeURIComponent(id)}`,
  editBookPattern: "/dashboard/edit-book/:id",
  adminOrders: "/dashboard/orders",
  adminMessages: "/dashboard/messages",
  adminSubscribers: "/dashboard/subscribers",
  /** Every mail the store wrote, with its delivery state. */
  adminOutbox: "/dashboard/outbox",
  /** Where a newsletter mail's unsubscribe link lands: `?token=` names the address. */
  unsubscribe: "/unsubscribe",
  /** The admin header search: the books table filtered by title and author words. */
  manageBooksMatching: (query: string) =>
    `/dashboard/manage-books?${new URLSearchParams({ q: query.trim() }).toString()}`,
  book: (id: string) => `/books/${encodeURIComponent(id)}`,
  bookPattern: "/books/:id",
  /** The header search: spaces and dots become '+'. */
  searchFor: (query: string) => `/search?q=${query.trim().replace(/[\s.]+/g, "+")}`,
} as const;
