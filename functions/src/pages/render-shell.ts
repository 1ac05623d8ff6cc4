import { renderHead, type PageHead } from "./page-head.ts";
import { takeRouteFiles } from "./route-files-block.ts";

const SHELL_TITLE = /<title>[^<]*<\/title>/;
const SHELL_DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;

/** Whether `html` is a shell the page's head can be written into. */
export function isShell(html: string): boolean {
  return SHELL_TITLE.test(html) && SHELL_DESCRIPTION.test(html);
}

/**
 * The app's shell with the page's own head: its title and description replace the shell's
 * generic ones, the other tags follow them, with module preloads of the files the build lists
 * for `routeKey` (shared/site/route-files.ts). The rest (scripts, styles, the root element) stays
 * byte for byte what Hosting serves, so the hashed asset names match the release.
 */
export function renderShell(shell: string, head: PageHead, routeKey?: string): string {
  const { shell: html, routeFiles } = takeRouteFiles(shell);
  const modules = routeKey === undefined ? [] : (routeFiles[routeKey] ?? []);
  // Functions as replacements: a `$` in a book's title is text, never a replacement pattern.
  return html
    .replace(SHELL_DESCRIPTION, () => "")
    .replace(SHELL_TITLE, () => renderHead(head, modules));
}
