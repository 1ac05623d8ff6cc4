import { CONTACT_MESSAGES } from "@bookstore/shared/contact/contact.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import { ORDER_MESSAGES } from "@bookstore/shared/orders/order.ts";

import { FIXTURE, validOrderBody, type HostileCase } from "./fixtures.ts";
import { endpoint, send } from "./order-create.ts";

/** Orders sent the wrong way: Idempotency-Key, content type, encoding and size. */
export function orderRequests(): HostileCase[] {
  return [
    send(
      "an Idempotency-Key with spaces and !",
      validOrderBody,
      `Idempotency-Key: ${ORDER_MESSAGES.idempotencyKeyInvalid}`,
      400,
      { "Idempotency-Key": "bad key!!" },
    ),
    send(
      "a 4-character Idempotency-Key",
      validOrderBody,
      `Idempotency-Key: ${ORDER_MESSAGES.idempotencyKeyInvalid}`,
      400,
      { "Idempotency-Key": "abcd" },
    ),
    send(
      "a 10,000-character Idempotency-Key",
      validOrderBody,
      `Idempotency-Key: ${ORDER_MESSAGES.idempotencyKeyInvalid}`,
      400,
      { "Idempotency-Key": "k".repeat(10_000) },
    ),
    send("a JSON array body", [validOrderBody], CONTACT_MESSAGES.bodyNotObject),
    {
      endpoint,
      name: "the order as text/plain",
      method: "POST",
      path: "/api/orders",
      caller: "customer",
      raw: JSON.stringify(validOrderBody),
      contentType: "text/plain",
      status: 415,
      message: MESSAGES.jsonBodyRequired,
    },
    {
      endpoint,
      name: "a valid order as a urlencoded form",
      method: "POST",
      path: "/api/orders",
      caller: "customer",
      raw:
        "name=Eve&phone=%2B1+541+555+0100&address[city]=Springfield&address[country]=US&address[state]=Oregon&address[zipcode]=97477&productIds[0]=" +
        FIXTURE.bookId,
      contentType: "application/x-www-form-urlencoded",
      status: [400, 415],
    },
    {
      endpoint,
      name: "syntactically invalid JSON ({name:)",
      method: "POST",
      path: "/api/orders",
      caller: "customer",
      raw: "{name:",
      status: 400,
      answeredBy: "runtime",
    },
    {
      endpoint,
      name: "the JSON literal null",
      method: "POST",
      path: "/api/orders",
      caller: "customer",
      raw: "null",
      status: 400,
      answeredBy: "runtime",
    },
    {
      endpoint,
      name: "bytes that are not UTF-8 outside any string",
      method: "POST",
      path: "/api/orders",
      caller: "customer",
      raw: () => Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
      status: 400,
      answeredBy: "runtime",
    },
    {
      endpoint,
      name: "JSON declared as charset=latin1",
      method: "POST",
      path: "/api/orders",
      caller: "customer",
      raw: JSON.stringify(validOrderBody),
      contentType: "application/json; charset=latin1",
      status: 415,
      answeredBy: "runtime",
    },
    {
      endpoint,
      name: "a body declared gzip that is not",
      method: "POST",
      path: "/api/orders",
      caller: "customer",
      raw: JSON.stringify(validOrderBody),
      headers: { "Content-Encoding": "gzip" },
      status: 400,
      answeredBy: "runtime",
    },
    {
      endpoint,
      name: "PUT (a method the route does not serve)",
      method: "PUT",
      path: "/api/orders",
      caller: "customer",
      json: validOrderBody,
      status: 405,
      message: MESSAGES.methodNotAllowed,
    },
    {
      endpoint,
      name: "an unknown method FOO (refused by the HTTP parser)",
      method: "FOO",
      path: "/api/orders",
      status: 400,
      answeredBy: "hosting",
    },
  ];
}
