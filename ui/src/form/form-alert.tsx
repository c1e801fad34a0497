import { Alert } from "@chauffeur/ui";
import { type FieldValues, useFormState } from "react-hook-form";

/** The form's failure that belongs to no field: the schema's form-wide message or the server's reason. */
export function useFormFailure(): string | undefined {
  const { errors } = useFormState<FieldValues>();
  return errors.root?.server?.message ?? errors.root?.message;
}

/** That failure as an alert inside the Form (nothing when there is none). */
export function FormAlert() {
  const failure = useFormFailure();
  if (!failure) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{failure}</Alert.Title>
    </Alert.Root>
  );
}
