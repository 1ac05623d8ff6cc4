import { escapeHtml } from "@bookstore/shared/core/escape-html.ts";
import type { MailMessage } from "@bookstore/shared/mail/mail.ts";
import { STORE_NAME } from "@bookstore/shared/site/store-name.ts";

import { singleLine } from "./single-line.ts";

/**
 * One piece of a mail, in both of its forms. Templates build mail only from these blocks, so
 * every piece of text reaches the HTML through escapeHtml and none can add markup of its own,
 * and through singleLine, so none can add lines or paragraphs of its own: the blocks, not the
 * text in them, decide where a line ends.
 */
export interface MailBlock {
  text: string;
  html: string;
}

export function paragraph(text: string): MailBlock {
  const line = singleLine(text);
  return { text: line, html: `<p>${escapeHtml(line)}</p>` };
}

export function link(label: string, url: string): MailBlock {
  const [line, address] = [singleLine(label), singleLine(url)];
  return {
    text: `${line}: ${address}`,
    html: `<p><a href="${escapeHtml(address)}">${escapeHtml(line)}</a></p>`,
  };
}

/** Label–value rows, e.g. the items of an order and their prices. */
export function table(rows: readonly (readonly [string, string])[]): MailBlock {
  const cells = rows.map(([label, value]) => [singleLine(label), singleLine(value)] as const);
  const width = Math.max(0, ...cells.map(([label]) => label.length));
  return {
    text: cells.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join("\n"),
    html: `<table>${cells
      .map(
        ([label, value]) =>
          `<tr><td>${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(value)}</td></tr>`,
      )
      .join("")}</table>`,
  };
}

/** Lines kept together, such as a postal address: each item is one line. */
export function lines(items: readonly string[]): MailBlock {
  const oneEach = items.map(singleLine);
  return {
    text: oneEach.join("\n"),
    html: `<p>${oneEach.map((item) => escapeHtml(item)).join("<br>")}</p>`,
  };
}

/**
 * The whole message: the blocks in order, signed by the store, as text and as HTML. The subject
 * is one line too: a line break in a header would end it.
 */
export function composeMail(
  subject: string,
  blocks: readonly MailBlock[],
  headers?: Record<string, string>,
): MailMessage {
  const signed = [...blocks, paragraph(`— ${STORE_NAME}`)];
  return {
    subject: singleLine(subject),
    text: `${signed.map((block) => block.text).join("\n\n")}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif">${signed
      .map((block) => block.html)
      .join("")}</body></html>`,
    ...(headers === undefined ? {} : { headers }),
  };
}
