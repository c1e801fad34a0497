import { toaster } from "@chauffeur/ui";
import { useMutation } from "@tanstack/react-query";
import { errorText } from "./api-client";

/**
 * A dashboard button's call (approve, assign, delete), run as a TanStack mutation: its message is
 * toasted and `onDone` invalidates what it changed; a failure is toasted under `errorTitle` with the
 * server's reason. `busy` while it runs.
 */
export function useAdminAction<T>({
  action,
  errorTitle,
  onDone,
}: {
  action: (input: T) => Promise<{ message: string }>;
  errorTitle: string;
  onDone: () => void;
}) {
  const mutation = useMutation({
    mutationFn: action,
    onSuccess: ({ message }) => {
      toaster.create({ type: "success", title: message });
      onDone();
    },
    onError: (err) => {
      toaster.create({ type: "error", title: errorTitle, description: errorText(err) });
    },
  });
  return { run: mutation.mutate, busy: mutation.isPending };
}
