import type { z } from "zod/mini";

import type { Access, RateLimitDeclaration } from "./access.ts";
import type * as Contract from "./contract.ts";

/*
 * The types every user of the contract shares, derived from its entries. They live beside
 * contract.ts rather than in it, so that no module imports itself and the cycle check stays exact.
 */

/**
 * What every entry of contract.ts is; a value export of another shape fails the type check below. A GET
 * takes no body, so its entry has no request schema. Request schemas are classic zod, response
 * schemas zod/mini: z.core's types take both.
 */
type EndpointEntry = {
  readonly name: string;
  readonly access: Access;
  readonly rateLimit: RateLimitDeclaration;
  readonly path: `/api/${string}`;
  /** The schema of the path's `:params`, where they need more than being text (an address). */
  readonly params?: () => Promise<z.core.$ZodType>;
  /** The schema of the query string; an entry without one reads no query parameter. */
  readonly query?: () => Promise<z.core.$ZodType>;
  /**
   * The request headers the endpoint reads, keyed by their names as sent; an entry without it
   * reads none of its own (Authorization belongs to its access).
   */
  readonly headers?: () => Promise<z.core.$ZodObject>;
  readonly response: z.core.$ZodType;
} & (
  | { readonly method: "GET"; readonly request?: never }
  | {
      readonly method: "POST" | "PUT" | "PATCH" | "DELETE";
      readonly request?: () => Promise<z.core.$ZodType>;
    }
);

/** The entries by export name; each entry's `name` is its export's name. */
type Entries<T extends { readonly [Name in keyof T]: EndpointEntry & { readonly name: Name } }> = T;

export type EndpointName = keyof Entries<typeof Contract>;
export type Endpoint = (typeof Contract)[EndpointName];

/** The names of a path's `:params`, e.g. "chapter" | "verse" for "/api/slok/:chapter/:verse". */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

export type PathParams<E extends Endpoint> = { [Name in ParamNames<E["path"]>]: string | number };

/** Query values; undefined and "" leave the parameter out. */
export type QueryValues = Readonly<Record<string, string | number | undefined>>;

/** What the endpoint answers with a 2xx status. */
export type ApiResponse<E extends Pick<Endpoint, "response">> = z.core.output<E["response"]>;

/** The endpoints that answer a list: paged with `?limit=&after=` and NEXT_CURSOR_HEADER. */
export type ListEndpoint = {
  [Name in EndpointName]: ApiResponse<(typeof Contract)[Name]> extends readonly unknown[]
    ? (typeof Contract)[Name]
    : never;
}[EndpointName];

/** One item of a list endpoint's answer. */
export type ApiListItem<E extends ListEndpoint> = ApiResponse<E>[number];

/** What a caller sends for an entry's `request` or `headers` (its schema's input), or never. */
type Sent<E, Key extends "request" | "headers"> = E extends {
  readonly [K in Key]: () => Promise<infer Schema extends z.core.$ZodType>;
}
  ? z.core.input<Schema>
  : never;

/** The JSON body the endpoint takes (before its schema's defaults), or never for none. */
export type ApiRequestBody<E extends Endpoint> = Sent<E, "request">;

/** What an entry's schema (`params`, `query`, `request`, `headers`) gives a handler, or `Fallback`. */
type Parsed<E, Key extends "params" | "query" | "request" | "headers", Fallback> = E extends {
  readonly [K in Key]: () => Promise<infer Schema extends z.core.$ZodType>;
}
  ? z.core.output<Schema>
  : Fallback;

/** The path parameters as the handler gets them: parsed by the entry's schema, or as text. */
export type RouteParams<E extends Endpoint> = Parsed<
  E,
  "params",
  { [Name in ParamNames<E["path"]>]: string }
>;

/** The query as the handler gets it, parsed by the entry's schema; empty for an entry with none. */
export type RouteQuery<E extends Endpoint> = Parsed<E, "query", Record<string, never>>;

/** The body as the handler gets it, parsed by the entry's schema; undefined for an entry with none. */
export type RouteBody<E extends Endpoint> = Parsed<E, "request", undefined>;

/** The headers as the handler gets them, parsed by the entry's schema; empty for an entry with none. */
export type RouteHeaders<E extends Endpoint> = Parsed<E, "headers", Record<string, never>>;

/** The headers a call sends for the entry, or never for an entry with none. */
export type ApiRequestHeaders<E extends Endpoint> = Sent<E, "headers">;
