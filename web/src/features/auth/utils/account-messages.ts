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
  dataHeading: "Your data",
  dataIntro:
    "Download everything the store holds about you: your account, orders, newsletter subscription, mail and messages, as a JSON file.",
  downloadData: "Download my data",
  downloadFailed: "We could not prepare your data just now. Please try again.",
  deleteHeading: "Delete account",
  deleteIntro:
    "Deletes your account, your newsletter subscription and the mail and messages we hold for your address. Your orders are kept for the store's accounts, without your name, e-mail, phone or address. This cannot be undone.",
  deletePasswordLabel: "Your password, to confirm",
  deleteGoogleNote:
    "You sign in with Google: if you signed in more than 5 minutes ago, sign out and sign in with Google again first.",
  deleteAccount: "Delete my account",
  deleteConfirmTitle: "Delete your account?",
  deleteConfirmText:
    "Your account, subscription and messages are deleted for good; your orders are kept without your details. You will be signed out.",
  deleteConfirmButton: "Yes, delete it",
  deleteCancelButton: "Keep my account",
  deletedTitle: "Account deleted",
  dataNoticeTitle: "Verify your e-mail address",
  deletedText: "Your account is deleted and you are signed out. Thank you for shopping with us.",
  deleteFailed: "We could not delete your account. Please try again.",
  wrongPassword: "Your password is not correct.",
} as const;
