/** A tag of the mail's markup: its text and attribute values are escaped, so no `<` or `>`. */
const TAG = /<[a-z][^<>]*>/gi;
/** A `style` attribute inside a tag. */
const STYLE_ATTRIBUTE = /(\s)style(\s*=)/gi;
/** What a `style` attribute is called while the mail is parsed. */
const STYLE_MARK = "data-mail-style";

/**
 * Writes a mail's HTML into `target`, the empty document of a frame, with its inline styles.
 * The frame's document is under the store's Content-Security-Policy, which refuses `style`
 * attributes wherever the browser parses them (DOMParser included) but not styles set through
 * the CSSOM. So each `style` attribute is renamed before the mail is parsed, and its value set
 * again through the element's `style` declaration once the markup is in the frame.
 *
 * The renaming reads tags as `<` … `>`, which holds for the store's mail: every text and
 * attribute value in it passes through escapeHtml (mail/mail-layout.ts). In other markup it
 * could only miss a style (left unapplied) or rename text inside a tag's attribute value.
 */
export function writeMailDocument(target: Document, html: string): void {
  const marked = html.replace(TAG, (tag) => tag.replace(STYLE_ATTRIBUTE, `$1${STYLE_MARK}$2`));
  const parsed = new DOMParser().parseFromString(marked, "text/html");
  target.replaceChild(target.importNode(parsed.documentElement, true), target.documentElement);
  for (const element of target.querySelectorAll(`[${STYLE_MARK}]`)) {
    const style = element.getAttribute(STYLE_MARK) ?? "";
    element.removeAttribute(STYLE_MARK);
    if ("style" in element) (element as Element & ElementCSSInlineStyle).style.cssText = style;
  }
}
