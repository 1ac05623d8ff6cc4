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
  ordersLoadFailed: "Could not load the orders. Please try again.",
  messagesLoadFailed: "Could not load the messages. Please try again.",
  subscribersLoadFailed: "Could not load the subscribers. Please try again.",
  loadMoreFailed: "Could not load more. Please try again.",
} as const;

/** How long each dialog stays up: success dialogs 2000 ms; error dialogs 2000 or 3000 ms. */
export const ADMIN_DIALOG_MS = {
  success: 2000,
  deleteFailed: 3000,
  addFailed: 3000,
  updateFailed: 2000,
} as const;
