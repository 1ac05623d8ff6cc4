import { escapeHtml } from "@bookstore/shared/core/escape-html.ts";
import {
  dehydratedAnswers,
  FIRST_SCREEN_DATA_ELEMENT_ID,
  type FirstScreenData,
} from "@bookstore/shared/site/first-screen-data.ts";
import { STORE_NAME } from "@bookstore/shared/site/store-name.ts";

import { jsonForScript } from "./json-for-script.ts";

/** What a page says about itself in its `<head>`. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute: the store's configured origin and the page's path. */
  canonical?: string;
  /** Pages no search engine should list: private pages and unknown addresses. */
  noindex?: boolean;
  openGraph?: {
    type: "website" | "book" | "product";
    /** Absolute URL of a raster picture. */
    image?: string;
    imageAlt?: string;
  };
  /** schema.org objects, one `application/ld+json` block each. */
  structuredData?: readonly object[];
  /** The first screen's API answers (see shared/site/first-screen-data.ts). */
  firstScreenData?: FirstScreenData;
  /** Images of the first screen's largest paint, fetched before the app asks for them. */
  imagePreloads?: readonly string[];
}

function meta(attribute: "name" | "property", key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

function socialTags(head: PageHead): string[] {
  const { openGraph, canonical } = head;
  if (!openGraph) return [];
  const tags = [
    meta("property", "og:site_name", STORE_NAME),
    meta("property", "og:type", openGraph.type),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
  ];
  if (canonical) tags.push(meta("property", "og:url", canonical));
  if (openGraph.image) {
    tags.push(meta("property", "og:image", openGraph.image));
    if (openGraph.imageAlt) tags.push(meta("property", "og:image:alt", openGraph.imageAlt));
  }
  tags.push(
    meta("name", "twitter:card", openGraph.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
  );
  if (openGraph.image) tags.push(meta("name", "twitter:image", openGraph.image));
  return tags;
}

/**
 * The head's tags, every value escaped: text and attributes as HTML, JSON blocks so no `<` can
 * close their element. JSON blocks are data (`type` is not a script type), so the page's
 * Content-Security-Policy, which allows no inline script, has nothing to allow.
 */
export function renderHead(head: PageHead, modulePreloads: readonly string[] = []): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
  ];
  if (head.noindex) tags.push(meta("name", "robots", "noindex"));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  tags.push(...socialTags(head));
  for (const data of head.structuredData ?? []) {
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  for (const image of head.imagePreloads ?? []) {
    tags.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}" />`);
  }
  for (const file of modulePreloads) {
    tags.push(`<link rel="modulepreload" href="${escapeHtml(file)}" />`);
  }
  if (head.firstScreenData) {
    tags.push(
      `<script type="application/json" id="${FIRST_SCREEN_DATA_ELEMENT_ID}">${jsonForScript(dehydratedAnswers(head.firstScreenData, Date.now()))}</script>`,
    );
  }
  return tags.join("\n    ");
}
