/** What the sign-in screens say. */
export const AUTH_MESSAGES = {
  invalidCredentials: "Please provide a valid email and password",
  loginSuccessful: "Login successful!",
  userRegistered: "User registered!",
  googleFailedTitle: "Google sign in failed!",
  tryAgain: "Please try again.",
  loading: "Loading..",
} as const;

/** How long each dialog stays up: success dialogs 2000 ms; the Google failure dialog 3000 ms. */
export const AUTH_DIALOG_MS = { success: 2000, googleFailure: 3000 } as const;
