/**
 * The one form layer of every app (`@chauffeur/ui/form`): react-hook-form driven by the contract's zod
 * schemas, the fields that show its errors, and a refused submit mapped back onto the form. A separate
 * entry from `@chauffeur/ui`, so pages without a form do not load it.
 */

export type { DefaultValues, FieldValues } from "react-hook-form";
export { BookingChangeFields, bookedValues, PartyFields, StopsField } from "./booking-change-fields";
export {
  SelectField,
  type SelectOption,
  TextareaField,
  TextField,
  useFormField,
} from "./fields";
export { type ContractForm, Form, useContractForm } from "./form";
export { FormAlert, useFormFailure } from "./form-alert";
export { PasswordResetRequest } from "./reset-request";
export { applyServerError, FORM_FAILURE, type ServerIssue, serverIssues } from "./server-error";
export { SignInForm, type SignInFormProps } from "./sign-in-form";
