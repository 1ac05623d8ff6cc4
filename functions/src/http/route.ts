import type { Request, RequestHandler, Response } from "express";
import { z } from "zod";

import type {
  ApiResponse,
  Endpoint,
  RouteBody,
  RouteHeaders,
  RouteParams,
  RouteQuery,
} from "@bookstore/shared/api/endpoint-types.ts";

import type { ServedEndpoint } from "./endpoint-router.ts";
import { firstIssueText, parseOrThrow } from "./validate.ts";

/** What a route's handler is given: the request's parts, each parsed by its entry's schema. */
export interface RouteInput<E extends Endpoint> {
  params: RouteParams<E>;
  query: RouteQuery<E>;
  body: RouteBody<E>;
  headers: RouteHeaders<E>;
  req: Request;
  res: Response;
}

/** An answer with a status other than 200, or with headers of its own. */
export interface RouteAnswer<E extends Endpoint> {
  status: number;
  headers?: Readonly<Record<string, string>>;
  body: ApiResponse<E>;
}

/**
 * What a handler returns: the entry's answer (sent as 200), a RouteAnswer, or nothing when it
 * has answered through `res` itself (a file it streams).
 */
export type RouteResult<E extends Endpoint> = ApiResponse<E> | RouteAnswer<E> | undefined;

export type RouteHandler<E extends Endpoint> = (
  input: RouteInput<E>,
) => Promise<RouteResult<E>> | RouteResult<E>;

const answers = new WeakSet<object>();

/** Marks `body` as sent with `status` (and `headers`): a handler's answer other than a plain 200. */
export function answer<E extends Endpoint>(
  _entry: E,
  status: number,
  body: ApiResponse<E>,
  headers?: Readonly<Record<string, string>>,
): RouteAnswer<E> {
  const result: RouteAnswer<E> =
    headers === undefined ? { status, body } : { status, headers, body };
  answers.add(result);
  return result;
}

function isRouteAnswer<E extends Endpoint>(result: RouteResult<E>): result is RouteAnswer<E> {
  return typeof result === "object" && answers.has(result);
}

/** Parses one part of the request by the entry's schema for it; a part without one is left as is. */
async function parsePart(
  schema: (() => Promise<z.core.$ZodType>) | undefined,
  input: unknown,
): Promise<unknown> {
  return schema === undefined ? input : parseOrThrow(await schema(), input);
}

/** The schemas an entry may declare for the parts of a request. */
interface PartSchemas {
  readonly name: string;
  readonly params?: () => Promise<z.core.$ZodType>;
  readonly query?: () => Promise<z.core.$ZodType>;
  readonly request?: () => Promise<z.core.$ZodType>;
  readonly headers?: () => Promise<z.core.$ZodObject>;
}

/**
 * On the emulator every answer is checked against the entry's response schema, so the API tests
 * fail on an answer the web client would refuse; deployed, the types alone hold it.
 */
function checksAnswers(): boolean {
  return process.env.FUNCTIONS_EMULATOR === "true";
}

function checkedAnswer(entry: Endpoint, body: unknown): unknown {
  if (!checksAnswers()) return body;
  const checked = z.safeParse(entry.response, body);
  if (!checked.success) {
    throw new Error(
      `${entry.name} answered a body its response schema refuses (${firstIssueText(checked.error)})`,
    );
  }
  return body;
}

/** What a handler that reads the body itself is given: the parsed params and query. */
export type OwnBodyInput<E extends Endpoint> = Omit<RouteInput<E>, "body">;

export type OwnBodyHandler<E extends Endpoint> = (
  input: OwnBodyInput<E>,
) => Promise<RouteResult<E>> | RouteResult<E>;

/** Sends the handler's result: nothing when it answered through `res`, else its JSON answer. */
function send<E extends Endpoint>(entry: E, res: Response, result: RouteResult<E>): void {
  if (result === undefined) return;
  if (isRouteAnswer(result)) {
    res.status(result.status);
    if (result.headers) res.set(result.headers);
    if (result.status === 204) res.end();
    else res.json(checkedAnswer(entry, result.body));
    return;
  }
  res.json(checkedAnswer(entry, result));
}

/** Parses the path parameters and the query by the entry's schemas, in that order. */
async function paramsAndQuery<E extends Endpoint>(
  entry: E,
  req: Request,
): Promise<{ params: RouteParams<E>; query: RouteQuery<E> }> {
  const schemas: PartSchemas = entry;
  const params = await parsePart(schemas.params, req.params);
  const query = await parsePart(schemas.query, req.query);
  // Each part is its schema's output, or the entry declares none and the fallback type holds.
  return { params: params as RouteParams<E>, query: query as RouteQuery<E> };
}

/**
 * Parses the headers the entry declares, each read by its name as sent (Express reads names
 * regardless of case), so a 400 names the header as the caller wrote it ("Idempotency-Key: …").
 */
async function requestHeaders<E extends Endpoint>(
  entry: E,
  req: Request,
): Promise<RouteHeaders<E>> {
  const schemas: PartSchemas = entry;
  if (schemas.headers === undefined) return {} as RouteHeaders<E>;
  const schema = await schemas.headers();
  const sent = Object.fromEntries(
    Object.keys(schema._zod.def.shape).map((name) => [name, req.get(name)]),
  );
  // The headers are the schema's output, which RouteHeaders<E> names for this entry.
  return parseOrThrow(schema, sent) as RouteHeaders<E>;
}

/**
 * One endpoint: its contract entry and its handler. The entry's middleware (endpoint-router.ts)
 * enforces who may call it and how often; then the path parameters, the query, the body and the
 * headers it declares are parsed by the entry's schemas (a 400 names the first wrong field, and
 * nothing has run), and the handler's result is sent as the entry's JSON answer. A request
 * without a body is taken as `{}`, so an entry whose body is optional declares it once, in its
 * schema.
 */
export function route<E extends Endpoint>(entry: E, handler: RouteHandler<E>): ServedEndpoint {
  const served: RequestHandler = async (req, res) => {
    const { params, query } = await paramsAndQuery(entry, req);
    const schemas: PartSchemas = entry;
    const body =
      schemas.request === undefined ? undefined : await parsePart(schemas.request, req.body ?? {});
    const headers = await requestHeaders(entry, req);
    // The body is its schema's output, or the entry declares none and undefined is its type.
    const input = { params, query, body: body as RouteBody<E>, headers, req, res };
    send(entry, res, await handler(input));
  };
  return { entry, handler: served };
}

/**
 * route() for the one kind of entry whose body is not always its JSON schema's: the one-click
 * unsubscribe of a mail client posts a form (RFC 8058) to the address the page posts its JSON to,
 * so the handler tells the two apart and parses the body itself. The path parameters, the query
 * and the headers are parsed as route() parses them.
 */
export function routeReadingOwnBody<E extends Endpoint>(
  entry: E,
  handler: OwnBodyHandler<E>,
): ServedEndpoint {
  const served: RequestHandler = async (req, res) => {
    const { params, query } = await paramsAndQuery(entry, req);
    const headers = await requestHeaders(entry, req);
    send(entry, res, await handler({ params, query, headers, req, res }));
  };
  return { entry, handler: served };
}
