export const LIBRARY_MESSAGES = {
  loading: "Loading..",
  signInLink: "Sign in",
  signInRest: " to see the books you have ordered.",
  noBooks: "You have not ordered any books yet.",
  browse: "Browse the store",
  loadFailed: "Your books could not be loaded. Please try again later.",
} as const;
