import { chakra } from "@chauffeur/ui";
import { zodResolver } from "@hookform/resolvers/zod";
import { type ComponentProps, createContext, type ReactNode, useContext } from "react";
import {
  type FieldValues,
  FormProvider,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { applyServerError } from "./server-error";

/** A form whose values are checked by a contract schema: the one the Worker's route checks too. */
export type ContractForm<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<
  z.input<S>,
  unknown,
  z.output<S>
>;

/**
 * react-hook-form with the contract's zod schema as its resolver: the page refuses exactly what the
 * server refuses, with the schema's words. Checked on submit; an edited field's error clears at once
 * (SPEC.md section 5), the fields below do that.
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
): ContractForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // The schema's own types: zodResolver's overloads cannot see through the generic S.
    resolver: zodResolver(schema as never) as never,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    shouldFocusError: true,
    ...options,
  });
}

/**
 * The id of the surrounding Form, when it has one: its fields then take ids of their own from it
 * (`<form id>-<field name>`) instead of React's generated ones, which an island cannot hydrate
 * (docs/decisions/028).
 */
const FormId = createContext<string | undefined>(undefined);

/** The fixed id of the surrounding Form's field `name`, or undefined to let the field generate one. */
export function useFieldId(name: string) {
  const form = useContext(FormId);
  return form ? `${form}-${name}` : undefined;
}

interface FormProps<TIn extends FieldValues, TOut>
  extends Omit<ComponentProps<typeof chakra.form>, "onSubmit"> {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** Runs with the schema's parsed values; a thrown ApiError lands on the form (see applyServerError). */
  onValid: (values: TOut) => unknown;
  /** The words for a failure that belongs to no field; the server's detail by default. */
  failureText?: (err: unknown) => string;
  children: ReactNode;
}

/** The <form>: gives its fields the form, validates on submit and puts a refused submit's reasons back on it. */
// Name a form (aria-label) only when it stands alone on a page. In a dialog the dialog's title names it:
// a second name such as "Reply to Ada" would also be found by its field's label ("Reply").
export function Form<TIn extends FieldValues, TOut>({
  form,
  onValid,
  failureText,
  children,
  ...rest
}: FormProps<TIn, TOut>) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onValid(values);
    } catch (err) {
      applyServerError(form, err, failureText);
    }
  });
  return (
    <FormProvider {...form}>
      <FormId.Provider value={rest.id}>
        <chakra.form noValidate onSubmit={submit} {...rest}>
          {children}
        </chakra.form>
      </FormId.Provider>
    </FormProvider>
  );
}
