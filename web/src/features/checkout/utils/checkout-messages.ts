import { COLLECTION_WORDING } from "@bookstore/shared/collection/collection-wording.ts";

/** The checkout's dialogs and labels. */
export const CHECKOUT_MESSAGES = {
  emptyCartTitle: "You cannot place an order",
  emptyCartText: "Please add items to your cart",
  soldOutTitle: "A book in your cart is sold out",
  outOfStock: "Out of stock",
  failedTitle: "Failed to place an order",
  failedText: "Please try again.",
  confirmedTitle: "Confirmed Order",
  confirmedText: "Your order has been placed!",
  submit: "Place an Order",
  placing: "Placing order…",
  termsBefore: "I agree to the ",
  termsLink: "Terms & Conditions",
  termsBetween: " and ",
  policyLink: "Shopping Policy",
  cashOnDelivery: "Cash on delivery",
  payAtCollection: COLLECTION_WORDING.payAtCollection,
  deliveryTitle: "Delivery details",
  collectionTitle: "Collection details",
  fulfilmentLegend: "How would you like to get your books?",
  delivery: "Delivery to your address",
  collection: "Collect in the shop",
  pointLegend: "Collection point",
  openingHours: COLLECTION_WORDING.openingHours,
  cartLoadFailed: "Could not load your cart. Please try again.",
  adminTitle: "Orders are placed from a customer account",
  adminText:
    "You are signed in as an admin. Sign out and sign in as a customer to place an order, or go back to the dashboard.",
  adminDashboard: "Go to the dashboard",
  adminSignOut: "Sign out",
} as const;

export const SUCCESS_DIALOG_MS = 2000;
export const ERROR_DIALOG_MS = 3000;
