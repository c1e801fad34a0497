import { toaster } from "@chauffeur/ui";
import { useState } from "react";
import { errorText } from "./api-client";

interface Schema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
}

/**
 * The submit of an admin dialog: validate with the contract's schema (first message shown under the
 * field), call the API, toast its message and close; a refused call keeps the dialog open with the
 * server's reason, so nothing typed is lost.
 */
export function useDialogAction<T>(
  schema: Schema<T>,
  action: (input: T) => Promise<{ message: string }>,
  onDone: () => void,
) {
  const [open, setOpen] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(raw: unknown) {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? "Please check this field");
      return false;
    }
    setBusy(true);
    setFailure(null);
    try {
      // Title only: a toast description is the less readable line of the two.
      toaster.create({ type: "success", title: (await action(parsed.data)).message });
      setOpen(false);
      onDone();
      return true;
    } catch (err) {
      setFailure(errorText(err));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { open, setOpen, invalid, clearInvalid: () => setInvalid(null), failure, busy, submit };
}
