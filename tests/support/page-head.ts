import { parse, type DefaultTreeAdapterMap } from "parse5";

import { addressOfPublicKey, apiQueryHash } from "@bookstore/shared/api/query-key.ts";
import type { FirstScreenState } from "@bookstore/shared/site/first-screen-data.ts";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

export interface ParsedPage {
  status: number;
  headers: Headers;
  html: string;
  /** Every element, in document order, as a browser's parser builds them. */
  elements: Element[];
}

function walk(node: Node, found: Element[]): void {
  if ("tagName" in node) found.push(node);
  if ("childNodes" in node) for (const child of node.childNodes) walk(child, found);
  if ("content" in node) walk(node.content, found);
}

/** A page fetched through Hosting and parsed as a browser would parse it. */
export async function fetchPage(url: string): Promise<ParsedPage> {
  const response = await fetch(url);
  const html = await response.text();
  const elements: Element[] = [];
  walk(parse(html), elements);
  return { status: response.status, headers: response.headers, html, elements };
}

export function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

export function textOf(element: Element): string {
  return element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
}

/** The content of `<meta name|property=key>`, or undefined. */
export function metaContent(page: ParsedPage, key: string): string | undefined {
  const meta = page.elements.find(
    (element) =>
      element.tagName === "meta" &&
      (attribute(element, "name") === key || attribute(element, "property") === key),
  );
  return meta ? attribute(meta, "content") : undefined;
}

export function titleOf(page: ParsedPage): string | undefined {
  const title = page.elements.find((element) => element.tagName === "title");
  return title ? textOf(title) : undefined;
}

export function canonicalOf(page: ParsedPage): string | undefined {
  const link = page.elements.find(
    (element) => element.tagName === "link" && attribute(element, "rel") === "canonical",
  );
  return link ? attribute(link, "href") : undefined;
}

export function scriptsOf(page: ParsedPage): Element[] {
  return page.elements.filter((element) => element.tagName === "script");
}

/** Every JSON-LD block, parsed. */
export function structuredDataOf(page: ParsedPage): Record<string, unknown>[] {
  return scriptsOf(page)
    .filter((script) => attribute(script, "type") === "application/ld+json")
    .map((script) => JSON.parse(textOf(script)) as Record<string, unknown>);
}

/**
 * The first-screen data block's answers by API address, or undefined when the page has none. The
 * block is TanStack Query's dehydrated state; a query that is not a public answer filed under its
 * key's own hash throws, so a block of another shape fails the test that reads it.
 */
export function firstScreenDataOf(page: ParsedPage): Record<string, unknown> | undefined {
  const block = scriptsOf(page).find((script) => attribute(script, "id") === "first-screen-data");
  if (!block) return undefined;
  // Parsed text, not yet known to hold what the server writes: checked query by query below.
  const state = JSON.parse(textOf(block)) as FirstScreenState;
  const succeeded = (status: unknown) => status === "success";
  return Object.fromEntries(
    state.queries.map(({ queryKey, queryHash, state: query }) => {
      const address = addressOfPublicKey(queryKey);
      if (address === null || queryHash !== apiQueryHash(queryKey) || !succeeded(query.status)) {
        throw new Error(
          `the data block holds a query of another shape: ${JSON.stringify(queryKey)}`,
        );
      }
      return [address, query.data];
    }),
  );
}

/** The JSON-LD block of `type` (alone or among its types); throws when the page has none. */
export function ldOfType(found: Record<string, unknown>[], type: string): Record<string, unknown> {
  const block = found.find((data) => {
    const types = data["@type"];
    return Array.isArray(types) ? types.includes(type) : types === type;
  });
  if (!block) throw new Error(`no ${type} JSON-LD block`);
  return block;
}
