/** What the password-reset and account screens say. */
export const ACCOUNT_SCREEN_MESSAGES = {
  forgotTitle: "Forgot your password?",
  forgotIntro: "Enter the e-mail address of your account and we will send you a link to reset it.",
  resetLinkSent:
    "If an account exists for that address, we have sent a link to reset its password. Please check your inbox.",
  resetRequestFailed: "We could not send the link just now. Please try again later.",
  forgotPasswordLink: "Forgot password?",
  resetTitle: "Reset your password",
  checkingLink: "Checking your link…",
  resetFor: "Choose a new password for",
  linkUsedOrExpired:
    "This link has expired or has already been used. Please ask for a new one; each link works once.",
  linkCheckFailed: "We could not check this link just now. Please try again later.",
  requestNewLink: "Request a new link",
  unknownAction:
    "This link is not one the store can open. Please use the whole link from your e-mail.",
  backToStore: "Back to the store",
  passwordReset: "Your password is changed. Signing you in…",
  accountTitle: "Your Account",
  nameHeading: "Your name",
  saveName: "Save name",
  passwordHeading: "Password",
  currentPassword: "Current password",
  newPassword: "New password",
  changePassword: "Change password",
  wrongCurrentPassword: "Your current password is not correct.",
  googleOnly: "You sign in with Google, so there is no password to change here.",
  passwordChangeFailed: "We could not change your password. Please try again.",
  devicesHeading: "Devices",
  devicesIntro:
    "Signs this account out in every browser and device where it is signed in, this one included.",
  signOutEverywhere: "Sign out of all devices",
  signOutEverywhereFailed:
    "We could not sign out your other devices. Please check your connection and try again.",
} as const;
