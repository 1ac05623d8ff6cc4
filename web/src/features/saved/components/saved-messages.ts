export const SAVED_MESSAGES = {
  heading: "Saved",
  loading: "Loading..",
  signedOut: "Books you save show here once you sign in.",
  none: "You have not saved any books yet. Press Save on a book to keep it here.",
  loadFailed: "Your saved books could not be loaded. Please try again later.",
  saveFailed: "The book could not be saved. Please try again.",
  fullTitle: "Saved is full",
  unsaveFailed: "The book could not be removed from Saved. Please try again.",
  onSaleSinceSaved: "On sale since you saved it",
  button: "Save",
} as const;
