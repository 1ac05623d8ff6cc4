/**
 * Hands a file made in the page (or fetched with credentials a plain link cannot send) to the
 * browser to save under `name`.
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the address is no longer needed once it returns.
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, 0);
  }
}
