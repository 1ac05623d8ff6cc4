import { useMutation } from "@tanstack/react-query";

/**
 * A download the admin starts with a button, run as a mutation: whether it is running, and why
 * the last one failed (`describe` turns the error's message into the sentence shown), so a
 * button cannot start a second one meanwhile.
 */
export function useFileDownload(describe: (reason: string) => string) {
  const mutation = useMutation({ mutationFn: (download: () => Promise<void>) => download() });
  const { error } = mutation;
  return {
    busy: mutation.isPending,
    failure:
      error === null ? null : describe(error instanceof Error ? error.message : String(error)),
    run: (download: () => Promise<void>) => {
      mutation.mutate(download);
    },
  };
}
