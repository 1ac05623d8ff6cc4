import { ACCESS_MESSAGES } from "@bookstore/shared/api/access.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import {
  ORDER_MESSAGES,
  tooLongMessage,
  unavailableBooksMessage,
} from "@bookstore/shared/orders/order.ts";

import {
  FIXTURE,
  MEGABYTE,
  RUN,
  SCRIPT,
  TOO_LARGE,
  TOO_LARGE_MESSAGE,
  validOrderBody,
  withRawKey,
  withoutKey,
  jsonBodyCases,
  type HostileCase,
} from "./fixtures.ts";

export const endpoint = "POST /api/orders";
/** A customer's POST /api/orders with this body, answered `status` with `message`. */
export const send = jsonBodyCases({
  endpoint,
  method: "POST",
  path: "/api/orders",
  caller: "customer",
});

/** Order bodies of the wrong shape: fields, addresses, keys. */
export function orderCreate(): HostileCase[] {
  const withAddress = (address: unknown) => ({ ...validOrderBody, address });
  return [
    {
      endpoint,
      name: "no Authorization header",
      method: "POST",
      path: "/api/orders",
      caller: "none",
      json: validOrderBody,
      status: 401,
      message: MESSAGES.signInRequired,
    },
    {
      endpoint,
      name: "a bogus bearer token",
      method: "POST",
      path: "/api/orders",
      caller: "bogus",
      json: validOrderBody,
      status: 401,
      message: MESSAGES.signInRequired,
    },
    {
      endpoint,
      name: "a Basic Authorization header",
      method: "POST",
      path: "/api/orders",
      headers: { Authorization: "Basic YWRtaW46YWRtaW4=" },
      json: validOrderBody,
      status: 401,
      message: MESSAGES.signInRequired,
    },
    {
      endpoint,
      name: "a forged unsigned token for a user that does not exist",
      method: "POST",
      path: "/api/orders",
      caller: "forged",
      json: validOrderBody,
      status: 401,
      message: MESSAGES.signInRequired,
    },
    {
      endpoint,
      name: "a customer whose e-mail address is not verified",
      method: "POST",
      path: "/api/orders",
      caller: "unverifiedCustomer",
      json: validOrderBody,
      status: 403,
      message: ACCESS_MESSAGES.verifyEmailFirst,
    },
    send("a missing name", withoutKey(validOrderBody, "name"), `name: ${ORDER_MESSAGES.required}`),
    send(
      "a name that is a number",
      { ...validOrderBody, name: 42 },
      `name: ${ORDER_MESSAGES.notText}`,
    ),
    send(
      "a name that is an array",
      { ...validOrderBody, name: ["Eve"] },
      `name: ${ORDER_MESSAGES.notText}`,
    ),
    send(
      "a 101-character name",
      { ...validOrderBody, name: "n".repeat(101) },
      `name: ${tooLongMessage(100)}`,
    ),
    send(
      "a 1 MB name (a body over 100 KB)",
      { ...validOrderBody, name: MEGABYTE },
      TOO_LARGE_MESSAGE,
      TOO_LARGE,
    ),
    send("a phone with <script> markup", { ...validOrderBody, phone: SCRIPT }, /^phone: /),
    send(
      "a phone of letters",
      { ...validOrderBody, phone: "call me maybe" },
      `phone: ${ORDER_MESSAGES.phoneCharacters}`,
    ),
    send(
      "a phone with 4 digits",
      { ...validOrderBody, phone: "1-2-3-4" },
      `phone: ${ORDER_MESSAGES.phoneDigits}`,
    ),
    send(
      "a phone that is a number",
      { ...validOrderBody, phone: 5415550100 },
      `phone: ${ORDER_MESSAGES.notText}`,
    ),
    send(
      "an address that is a string",
      withAddress("1 Main St, Springfield"),
      `address: ${ORDER_MESSAGES.addressNotObject}`,
    ),
    send(
      "an address with an extra field",
      withAddress({ ...validOrderBody.address, lat: 1 }),
      /^address: Unrecognized key/,
    ),
    send(
      "an address missing its city",
      withAddress(withoutKey(validOrderBody.address, "city")),
      `address.city: ${ORDER_MESSAGES.required}`,
    ),
    send(
      "a 1,000-character zipcode",
      withAddress({ ...validOrderBody.address, zipcode: "9".repeat(1000) }),
      `address.zipcode: ${tooLongMessage(20)}`,
    ),
    {
      endpoint,
      name: "an address with a __proto__ key",
      method: "POST",
      path: "/api/orders",
      caller: "customer",
      raw: JSON.stringify(validOrderBody).replace(
        '"address":{',
        '"address":{"__proto__":{"admin":true},',
      ),
      status: 400,
      message: /^address: Unrecognized key: "__proto__"/,
    },
    send(
      "productIds that is a string",
      { ...validOrderBody, productIds: FIXTURE.bookId },
      `productIds: ${ORDER_MESSAGES.productIdsNotList}`,
    ),
    send(
      "an empty productIds",
      { ...validOrderBody, productIds: [] },
      `productIds: ${ORDER_MESSAGES.productIdsEmpty}`,
    ),
    send(
      "31 productIds",
      { ...validOrderBody, productIds: Array.from({ length: 31 }, (_, i) => `b${i}`) },
      `productIds: ${ORDER_MESSAGES.productIdsTooMany}`,
    ),
    send(
      "a repeated product id",
      { ...validOrderBody, productIds: [FIXTURE.bookId, FIXTURE.bookId] },
      `productIds: ${ORDER_MESSAGES.productIdsRepeated}`,
    ),
    send(
      "a product id that is a number",
      { ...validOrderBody, productIds: [42] },
      `productIds.0: ${ORDER_MESSAGES.productIdInvalid}`,
    ),
    send(
      "a product id that is a path (../admins/admin)",
      { ...validOrderBody, productIds: ["../admins/admin"] },
      `productIds.0: ${ORDER_MESSAGES.productIdInvalid}`,
    ),
    send(
      "a product id that does not exist",
      { ...validOrderBody, productIds: [`no-such-book-${RUN}`] },
      unavailableBooksMessage([`no-such-book-${RUN}`]),
    ),
    send(
      "a totalPrice with 3 decimals",
      { ...validOrderBody, totalPrice: "1.005" },
      `totalPrice: ${ORDER_MESSAGES.totalPriceInvalid}`,
    ),
    send(
      "a negative totalPrice",
      { ...validOrderBody, totalPrice: "-1.00" },
      `totalPrice: ${ORDER_MESSAGES.totalPriceInvalid}`,
    ),
    send(
      "a totalPrice that is a number",
      { ...validOrderBody, totalPrice: 1 },
      `totalPrice: ${ORDER_MESSAGES.totalPriceInvalid}`,
    ),
    send(
      "a huge totalPrice",
      { ...validOrderBody, totalPrice: "1".repeat(40) },
      `totalPrice: ${ORDER_MESSAGES.totalPriceInvalid}`,
    ),
    send(
      "a totalPrice of NaN",
      { ...validOrderBody, totalPrice: "NaN" },
      `totalPrice: ${ORDER_MESSAGES.totalPriceInvalid}`,
    ),
    send(
      "an extra field status: delivered",
      { ...validOrderBody, status: "delivered" },
      'Unrecognized key: "status"',
    ),
    send(
      "an extra field uid",
      { ...validOrderBody, uid: "someone-else" },
      'Unrecognized key: "uid"',
    ),
    {
      endpoint,
      name: "a __proto__ key",
      method: "POST",
      path: "/api/orders",
      caller: "customer",
      raw: withRawKey('"__proto__":{"status":"delivered"}', validOrderBody),
      status: 400,
      message: /Unrecognized key: "__proto__"/,
    },
    send(
      "a constructor key",
      { ...validOrderBody, constructor: { prototype: { polluted: true } } },
      /Unrecognized key: "constructor"/,
    ),
  ];
}
