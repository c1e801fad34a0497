import { isValidPhone } from "@chauffeur/contract";

export interface CustomerFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export type CustomerErrors = Partial<Record<keyof CustomerFields, string>>;

// Something, an @, something, a dot, something: what SPEC.md means by "looks like an address".
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL.test(email.trim());
}

/** SPEC.md section 5's customer-info rules, with its messages word for word; {} when all is well. */
export function validateCustomer(c: CustomerFields): CustomerErrors {
  const errors: CustomerErrors = {};
  if (!c.firstName.trim()) errors.firstName = "First name is required";
  if (!c.lastName.trim()) errors.lastName = "Last name is required";
  if (!c.email.trim()) errors.email = "Email is required";
  else if (!isValidEmail(c.email)) errors.email = "Please enter a valid email";
  if (!c.phone.trim()) errors.phone = "Phone number is required";
  else if (!isValidPhone(c.phone)) errors.phone = "Please enter a valid phone number";
  return errors;
}
