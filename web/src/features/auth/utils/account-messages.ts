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
  checkingVerifyLink: "Confirming your e-mail address…",
  emailVerified: "Your e-mail address is verified. You can now place orders.",
  verifyLinkDead:
    "This link has expired or has already been used. Sign in and ask for a new one at checkout.",
  verifyLinkFailed: "We could not confirm your address just now. Please try again later.",
  goToCheckout: "Go to checkout",
  verifyTitle: "Please confirm your e-mail address",
  verifyText: (email: string) =>
    `Before your first order, open the link we sent to ${email}. It keeps anyone else from ordering in your name. Then come back here.`,
  sendLinkAgain: "Send the link again",
  linkSentAgain: "We have sent a new link. Please check your inbox (and the spam folder).",
  linkSendFailed: "We could not send the link just now. Please try again in a few minutes.",
  verifiedContinue: "I have confirmed my address",
  stillUnverified:
    "Your address is not confirmed yet. Please open the newest link we sent you, then try again.",
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
