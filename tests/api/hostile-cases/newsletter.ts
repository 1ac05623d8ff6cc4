import { CONTACT_MESSAGES } from "@bookstore/shared/contact/contact.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import { NEWSLETTER_MESSAGES } from "@bookstore/shared/newsletter/newsletter.ts";

import {
  IMG,
  MARKERS,
  MEGABYTE,
  SCRIPT,
  TOO_LARGE,
  TOO_LARGE_MESSAGE,
  jsonWithInvalidUtf8,
  jsonBodyCases,
  type HostileCase,
} from "./fixtures.ts";

export function newsletter(): HostileCase[] {
  const endpoint = "POST /api/newsletter";
  const send = jsonBodyCases({ endpoint, method: "POST", path: "/api/newsletter" });
  return [
    send("no e-mail", {}, `email: ${CONTACT_MESSAGES.emailRequired}`),
    send("an e-mail that is a number", { email: 42 }, `email: ${CONTACT_MESSAGES.emailNotText}`),
    send(
      "an e-mail that is an object ($ne)",
      { email: { $ne: null } },
      `email: ${CONTACT_MESSAGES.emailNotText}`,
    ),
    send(
      "an e-mail that is not one",
      { email: "not-an-address" },
      `email: ${CONTACT_MESSAGES.emailInvalid}`,
    ),
    send(
      "an e-mail with <script> markup",
      { email: `${SCRIPT}@example.com` },
      `email: ${CONTACT_MESSAGES.emailInvalid}`,
    ),
    send(
      "an e-mail with an <img onerror> in quotes",
      { email: `"${IMG}"@example.com` },
      `email: ${CONTACT_MESSAGES.emailInvalid}`,
    ),
    send(
      "a 255-character e-mail",
      { email: `${"a".repeat(243)}@example.com` },
      `email: ${CONTACT_MESSAGES.emailTooLong}`,
    ),
    send(
      "a 1 MB e-mail (a body over 100 KB)",
      { email: `${MEGABYTE}@example.com` },
      TOO_LARGE_MESSAGE,
      TOO_LARGE,
    ),
    send(
      "an extra field createdAt",
      { email: "eve@example.com", createdAt: "2000-01-01" },
      'Unrecognized key: "createdAt"',
    ),
    {
      endpoint,
      name: "a __proto__ key",
      method: "POST",
      path: "/api/newsletter",
      raw: '{"__proto__":{"x":1},"email":"eve@example.com"}',
      status: 400,
      message: /Unrecognized key: "__proto__"/,
    },
    send(
      "a constructor key",
      { email: "eve@example.com", constructor: { prototype: {} } },
      /Unrecognized key: "constructor"/,
    ),
    send("a JSON array body", [{ email: "eve@example.com" }], CONTACT_MESSAGES.bodyNotObject),
    {
      endpoint,
      name: "an e-mail with bytes that are not UTF-8",
      method: "POST",
      path: "/api/newsletter",
      raw: jsonWithInvalidUtf8('{"email":"eve', '@example.com"}'),
      status: 400,
      message: MESSAGES.bodyNotUtf8,
    },
    {
      endpoint,
      name: "the e-mail as text/plain",
      method: "POST",
      path: "/api/newsletter",
      raw: '{"email":"eve@example.com"}',
      contentType: "text/plain",
      status: 415,
      message: MESSAGES.jsonBodyRequired,
    },
    {
      endpoint,
      name: "a valid e-mail as a urlencoded form (what a cross-site HTML form sends)",
      method: "POST",
      path: "/api/newsletter",
      raw: new URLSearchParams({ email: MARKERS.urlencodedSubscriber }).toString(),
      contentType: "application/x-www-form-urlencoded",
      status: [400, 415],
    },
    {
      endpoint,
      name: "syntactically invalid JSON ({email:)",
      method: "POST",
      path: "/api/newsletter",
      raw: "{email:",
      status: 400,
      answeredBy: "runtime",
    },
    {
      endpoint,
      name: "the JSON number 42",
      method: "POST",
      path: "/api/newsletter",
      raw: "42",
      status: 400,
      answeredBy: "runtime",
    },
    {
      endpoint,
      name: "PATCH (a method the route does not serve)",
      method: "PATCH",
      path: "/api/newsletter",
      json: { email: "eve@example.com" },
      status: 405,
      message: MESSAGES.methodNotAllowed,
    },
  ];
}

export function newsletterUnsubscribe(): HostileCase[] {
  const endpoint = "POST /api/newsletter/unsubscribe";
  const path = "/api/newsletter/unsubscribe";
  const send = jsonBodyCases({ endpoint, method: "POST", path });
  const form = (name: string, query: string, body: string, message: string): HostileCase => ({
    endpoint,
    name,
    method: "POST",
    path: `${path}?${query}`,
    raw: body,
    contentType: "application/x-www-form-urlencoded",
    status: 400,
    message,
  });
  return [
    send("no token", {}, `token: ${NEWSLETTER_MESSAGES.unsubscribeTokenMissing}`),
    send("a made-up token", { token: "a.b" }, NEWSLETTER_MESSAGES.unsubscribeTokenInvalid),
    send(
      "a token that is an object ($ne)",
      { token: { $ne: null } },
      `token: ${NEWSLETTER_MESSAGES.unsubscribeTokenInvalid}`,
    ),
    send(
      "a token with <script> markup",
      { token: `${SCRIPT}.x` },
      NEWSLETTER_MESSAGES.unsubscribeTokenInvalid,
    ),
    send("an extra field email", { token: "a.b", email: "eve@example.com" }, /Unrecognized key/),
    form(
      "a one-click form post with a made-up token",
      "token=a.b",
      "List-Unsubscribe=One-Click",
      NEWSLETTER_MESSAGES.unsubscribeTokenInvalid,
    ),
    form(
      "a form post that is not one-click",
      "token=a.b",
      "email=eve%40example.com",
      NEWSLETTER_MESSAGES.oneClickBodyInvalid,
    ),
    form(
      "a one-click form post without a token",
      "",
      "List-Unsubscribe=One-Click",
      NEWSLETTER_MESSAGES.unsubscribeTokenMissing,
    ),
    {
      endpoint,
      name: "the token as text/plain",
      method: "POST",
      path,
      raw: '{"token":"a.b"}',
      contentType: "text/plain",
      status: 415,
      message: MESSAGES.jsonBodyRequired,
    },
    {
      endpoint,
      name: "GET (a method the route does not serve)",
      method: "GET",
      path: `${path}?token=a.b`,
      status: 405,
      message: MESSAGES.methodNotAllowed,
    },
  ];
}
