import { COLLECTION_POINT_MESSAGES } from "@bookstore/shared/collection/collection-point.ts";
import { COLLECTION_CODE_MESSAGES } from "@bookstore/shared/orders/collection-code.ts";
import { ORDER_MESSAGES, tooLongMessage } from "@bookstore/shared/orders/order.ts";

import {
  FIXTURE,
  RUN,
  SCRIPT,
  jsonBodyCases,
  validOrderBody,
  withoutKey,
  type HostileCase,
} from "./fixtures.ts";
import { send as sendOrder } from "./order-create.ts";

const validPoint = { name: "The shop's counter", address: "1 High Street", hours: "Mon–Sat 9–6" };

/** A point id no test makes: every write to it is refused before it could create one. */
const UNKNOWN_POINT = `test-hostile-point-${RUN}`;

/** POST /api/admin/collection-points: bodies of the wrong shape, nothing stored. */
export function collectionPointCreate(): HostileCase[] {
  const send = jsonBodyCases({
    endpoint: "POST /api/admin/collection-points",
    method: "POST",
    path: "/api/admin/collection-points",
    caller: "admin",
  });
  return [
    send("an empty body", {}, "name: is required"),
    send("a blank name", { ...validPoint, name: "  " }, "name: is required"),
    send(
      "a name on two lines",
      { ...validPoint, name: "Shop\nURGENT" },
      "name: must be on one line",
    ),
    send(
      "an 81-character name",
      { ...validPoint, name: "n".repeat(81) },
      `name: ${tooLongMessage(80)}`,
    ),
    send("hours that are a number", { ...validPoint, hours: 9 }, "hours: must be text"),
    send("an extra field id", { ...validPoint, id: "chosen" }, 'Unrecognized key: "id"'),
    send("a body that is a list", [validPoint], "The request body must be a JSON object."),
  ];
}

/** PUT and DELETE /api/admin/collection-points/:id: unknown and impossible ids, bad bodies. */
export function collectionPointById(): HostileCase[] {
  const put = jsonBodyCases({
    endpoint: "PUT /api/admin/collection-points/:id",
    method: "PUT",
    path: `/api/admin/collection-points/${UNKNOWN_POINT}`,
    caller: "admin",
  });
  return [
    put("an unknown point", validPoint, COLLECTION_POINT_MESSAGES.notFound, 404),
    put(
      "an address with <script> on two lines",
      { ...validPoint, address: `${SCRIPT}\n2` },
      "address: must be on one line",
    ),
    {
      endpoint: "PUT /api/admin/collection-points/:id",
      name: "an id Firestore reserves",
      method: "PUT",
      path: "/api/admin/collection-points/__points__",
      caller: "admin",
      json: validPoint,
      status: 400,
      message: COLLECTION_POINT_MESSAGES.invalidId,
    },
    {
      endpoint: "DELETE /api/admin/collection-points/:id",
      name: "an unknown point",
      method: "DELETE",
      path: `/api/admin/collection-points/${UNKNOWN_POINT}`,
      caller: "admin",
      status: 404,
      message: COLLECTION_POINT_MESSAGES.notFound,
    },
  ];
}

/** POST /api/orders/:id/collect: malformed codes, and the fixture's delivered order. */
export function collectOrderCases(): HostileCase[] {
  const send = jsonBodyCases({
    endpoint: "POST /api/orders/:id/collect",
    method: "POST",
    path: `/api/orders/${FIXTURE.orderId}/collect`,
    caller: "admin",
  });
  const format = `code: ${COLLECTION_CODE_MESSAGES.codeFormat}`;
  return [
    send("no code", {}, format),
    send("five digits", { code: "12345" }, format),
    send("letters", { code: "12a456" }, format),
    send("a code that is a number", { code: 123456 }, format),
    send(
      "a right-looking code for a delivered order",
      { code: "123456" },
      COLLECTION_CODE_MESSAGES.notCollection,
      409,
    ),
    send(
      "an extra field status",
      { code: "123456", status: "collected" },
      'Unrecognized key: "status"',
    ),
  ];
}

/** POST /api/orders with a collection point: unknown, impossible, or beside an address. */
export function orderCreateForCollection(): HostileCase[] {
  const withoutAddress = withoutKey(validOrderBody, "address");
  return [
    sendOrder(
      "an unknown collection point",
      { ...withoutAddress, collectionPointId: UNKNOWN_POINT },
      ORDER_MESSAGES.unknownCollectionPoint,
    ),
    sendOrder(
      "a collection point id with a slash",
      { ...withoutAddress, collectionPointId: "a/b" },
      `collectionPointId: ${ORDER_MESSAGES.collectionPointInvalid}`,
    ),
    sendOrder(
      "a collection point and an address",
      { ...validOrderBody, collectionPointId: UNKNOWN_POINT },
      `address: ${ORDER_MESSAGES.addressForCollection}`,
    ),
    sendOrder(
      "neither an address nor a point",
      withoutAddress,
      `address: ${ORDER_MESSAGES.required}`,
    ),
  ];
}
