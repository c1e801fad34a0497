import { toaster } from "@chauffeur/ui";
import { type DefaultValues, type FieldValues, useContractForm } from "@chauffeur/ui/form";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";

/**
 * An admin dialog's form: checked by the route's contract schema, then the action, run as a TanStack
 * mutation; its message is toasted, the dialog closes and `onDone` invalidates what it changed. A
 * refused call keeps the dialog open with what was typed and the server's reason (under the field it
 * names, else as 'Error: {detail}' in the dialog): the mutation's error reaches the form.
 */
export function useDialogForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  action: (input: z.output<S>) => Promise<{ message: string }>,
  onDone: () => void,
) {
  const [open, setOpen] = useState(false);
  const form = useContractForm(schema, { defaultValues });
  const mutation = useMutation({
    mutationFn: action,
    onSuccess: ({ message }) => {
      // Title only: a toast description is the less readable line of the two.
      toaster.create({ type: "success", title: message });
      setOpen(false);
      form.reset();
      onDone();
    },
  });
  const send = async (input: z.output<S>) => {
    await mutation.mutateAsync(input);
  };
  return { open, setOpen, form, send };
}
