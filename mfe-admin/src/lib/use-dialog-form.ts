import { toaster } from "@chauffeur/ui";
import { type DefaultValues, type FieldValues, useContractForm } from "@chauffeur/ui/form";
import { useState } from "react";
import type { z } from "zod";

/**
 * An admin dialog's form: checked by the route's contract schema, then the action; its message is
 * toasted and the dialog closes. A refused call keeps the dialog open with what was typed and the
 * server's reason (under the field it names, else as 'Error: {detail}' in the dialog).
 */
export function useDialogForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  action: (input: z.output<S>) => Promise<{ message: string }>,
  onDone: () => void,
) {
  const [open, setOpen] = useState(false);
  const form = useContractForm(schema, { defaultValues });
  const send = async (input: z.output<S>) => {
    // Title only: a toast description is the less readable line of the two.
    toaster.create({ type: "success", title: (await action(input)).message });
    setOpen(false);
    form.reset();
    onDone();
  };
  return { open, setOpen, form, send };
}
