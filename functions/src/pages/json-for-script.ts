/**
 * JSON safe inside a `<script>` element: `<` (so no `</script>` or `<!--` can end or bend the
 * element), `>`, `&` and the two line separators JavaScript once refused are written as `\u` escapes,
 * which every JSON parser reads back as the same characters.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
