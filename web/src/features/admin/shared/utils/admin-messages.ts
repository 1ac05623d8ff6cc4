import { LOW_STOCK_MAX } from "@bookstore/shared/books/stock.ts";

/** What the admin screens say: titles, lines and labels, in one place. */
export const ADMIN_TEXT = {
  loginSuccessful: "Admin Login successful!",
  invalidCredentials: "Please provide a valid email and password",
  loginFailed: "Could not sign in right now. Please try again.",
  loading: "Loading..",
  heading: "Dashboard / Book Store Inventory",
  statsFailed: "Could not load the store figures. Please try again later.",
  bookDeleted: "Book deleted!",
  deleteFailedTitle: "Failed to delete book",
  tryAgain: "Please try again.",
  bookAddedTitle: "Book added",
  bookUploadedText: "Your book has been uploaded!",
  bookAddedConfirm: "Yes, It's Okay!",
  addFailedTitle: "Failed to add book",
  bookUpdatedTitle: "Book Updated",
  updateFailedTitle: "Error",
  updateFailedText: "Failed to update book.",
  bookLoadFailed: "Error fetching book data",
  booksLoadFailed: "Could not load the books. Please try again.",
  allBooksHeading: "All Books",
  lowStockHeading: "Low Stock",
  lowStockNote: `Books with ${String(LOW_STOCK_MAX)} copies or fewer, fewest first`,
  showAllBooks: "Show all books",
  showLowStock: "Show low stock",
  noBooks: "No books yet.",
  noLowStockBooks: `No book has ${String(LOW_STOCK_MAX)} copies or fewer.`,
  allBooksCaption: (page: number) => `All books, page ${String(page)}`,
  lowStockCaption: (page: number) => `Low-stock books, page ${String(page)}`,
  lowStockStat: "Low stock",
  seeLowStock: "See low-stock books",
  stockColumn: "Stock",
  ordersLoadFailed: "Could not load the orders. Please try again.",
  /** An order whose customer deleted their account: kept without their details. */
  anonymisedOrder: "Anonymised",
  anonymisedOrderNote: "Customer deleted their account",
  messagesLoadFailed: "Could not load the messages. Please try again.",
  subscribersLoadFailed: "Could not load the subscribers. Please try again.",
  outboxLoadFailed: "Could not load the outbox. Please try again.",
  /** No Trigger Email extension has written a delivery state (none runs on the emulator). */
  mailNotSent: "Not sent yet — no mail extension has picked it up (none runs on the emulator)",
  loadMoreFailed: "Could not load more. Please try again.",
} as const;

/** The orders page's CSV export. */
export const EXPORT_TEXT = {
  formLabel: "Export orders as CSV",
  from: "From",
  to: "To",
  rows: "Rows",
  layouts: { order: "One row per order", line: "One row per book" },
  button: "Export CSV",
  exporting: "Exporting…",
  failed: (reason: string) => `Could not export the orders: ${reason}`,
  catalogueHeading: "Export the catalogue",
  catalogueIntro:
    "Every book in the import's columns, with its id: edit it in a spreadsheet and import it here to update the books.",
  catalogueButton: "Export catalogue CSV",
  catalogueFailed: (reason: string) => `Could not export the catalogue: ${reason}`,
} as const;

/** How long each dialog stays up: success dialogs 2000 ms; error dialogs 2000 or 3000 ms. */
export const ADMIN_DIALOG_MS = {
  success: 2000,
  deleteFailed: 3000,
  addFailed: 3000,
  updateFailed: 2000,
} as const;
