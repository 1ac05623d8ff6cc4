import { useState } from "react";

/**
 * A download the admin starts with a button: whether it is running, and why the last one failed
 * (`describe` turns the error's message into the sentence shown), so a button cannot start a
 * second one meanwhile.
 */
export function useFileDownload(describe: (reason: string) => string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (download: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await download();
    } catch (error) {
      setFailure(describe(error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run };
}
