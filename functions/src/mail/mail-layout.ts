import { escapeHtml } from "../shared/escape-html.ts";
import type { MailMessage } from "../shared/mail.ts";
import { STORE_NAME } from "../shared/store-name.ts";

/**
 * One piece of a mail, in both of its forms. Templates build mail only from these blocks, so
 * every piece of text reaches the HTML through escapeHtml and none can add markup of its own.
 */
export interface MailBlock {
  text: string;
  html: string;
}

export function paragraph(text: string): MailBlock {
  return { text, html: `<p>${escapeHtml(text)}</p>` };
}

export function link(label: string, url: string): MailBlock {
  return {
    text: `${label}: ${url}`,
    html: `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`,
  };
}

/** Label–value rows, e.g. the items of an order and their prices. */
export function table(rows: readonly (readonly [string, string])[]): MailBlock {
  const width = Math.max(0, ...rows.map(([label]) => label.length));
  return {
    text: rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join("\n"),
    html: `<table>${rows
      .map(
        ([label, value]) =>
          `<tr><td>${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(value)}</td></tr>`,
      )
      .join("")}</table>`,
  };
}

/** Lines kept together, such as a postal address. */
export function lines(items: readonly string[]): MailBlock {
  return {
    text: items.join("\n"),
    html: `<p>${items.map((item) => escapeHtml(item)).join("<br>")}</p>`,
  };
}

/** The whole message: the blocks in order, signed by the store, as text and as HTML. */
export function composeMail(
  subject: string,
  blocks: readonly MailBlock[],
  headers?: Record<string, string>,
): MailMessage {
  const signed = [...blocks, paragraph(`— ${STORE_NAME}`)];
  return {
    subject,
    text: `${signed.map((block) => block.text).join("\n\n")}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif">${signed
      .map((block) => block.html)
      .join("")}</body></html>`,
    ...(headers === undefined ? {} : { headers }),
  };
}
