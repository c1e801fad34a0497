import { z } from "zod";

/**
 * Text people type that we store and later copy into e-mails, history and the dashboards. Control
 * characters have no business there: NUL, ESC or a bare CR can break a mail header or a log line, and
 * bidirectional overrides can make a name read differently from what it is (issue 13).
 * - One line (names, places, phones, references, search): no control character at all, no line breaks,
 *   no character that shows nothing.
 * - A message body (contact message, special requests, replies, notes, reasons): line breaks and tabs
 *   are what a textarea sends; CRLF and CR become LF, every other control is refused.
 * Neither takes a byte order mark or a lone UTF-16 surrogate (text no mail can carry).
 */
const CONTROLS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]/;
/**
 * Characters that show nothing (zero-width spaces and joiners, direction marks, the word joiner and
 * invisible operators, the soft hyphen, the Hangul filler, the tag block): in a name, a place or a
 * reference they make two texts that read the same compare different (issue 37). A message body keeps
 * them: emoji sequences are built with the zero-width joiner and tags.
 */
const INVISIBLE = /[\u00AD\u200B-\u200F\u2060-\u2064\u3164\u{E0000}-\u{E007F}]/u;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINE_BREAKS = /[\t\n\r]/;

export const NO_CONTROL_CHARACTERS = "must not contain control characters";
export const ONE_LINE = "must be one line of text";
export const NO_INVISIBLE_CHARACTERS = "must not contain invisible characters";

/** True when text has no control characters (line breaks and tabs allowed). */
export function isPrintableText(value: string): boolean {
  return !CONTROLS.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * A password: any printable characters, untrimmed (spaces count), at most 256 so hashing stays cheap;
 * control and invisible characters are refused, so none can be set and none is worth trying.
 */
export function passwordText(min: number, tooShort: string) {
  return z
    .string()
    .min(min, tooShort)
    .max(256)
    .refine((v) => !LINE_BREAKS.test(v) && isPrintableText(v), NO_CONTROL_CHARACTERS)
    .refine((v) => !INVISIBLE.test(v), NO_INVISIBLE_CHARACTERS);
}

/** No line break or tab: a pattern, so the API's document says which fields are one line of text. */
const ONE_LINE_PATTERN = /^[^\t\n\r]*$/;

/** A trimmed single line of at most `max` characters. */
export function singleLine(max: number, tooLong = `must be at most ${max} characters`) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .regex(ONE_LINE_PATTERN, ONE_LINE)
    .refine(isPrintableText, NO_CONTROL_CHARACTERS)
    .refine((v) => !INVISIBLE.test(v), NO_INVISIBLE_CHARACTERS);
}

/** A trimmed message body of at most `max` characters, line breaks normalized to LF. */
export function multiLine(max: number, tooLong = `must be at most ${max} characters`) {
  return z
    .string()
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(max, tooLong).refine(isPrintableText, NO_CONTROL_CHARACTERS));
}

/** SPEC.md section 5: without spaces, dashes and parentheses, an optional plus then 1-16 digits. */
export function isValidPhone(phone: string): boolean {
  return /^\+?[1-9]\d{0,15}$/.test(phone.replace(/[ \-()]/g, ""));
}

/**
 * A phone number in E.164 form for a text message: "+16175550100". Ten digits are a US number, eleven
 * starting with 1 too; a number written with + keeps its country. Null when it is not a phone.
 */
export function e164Phone(phone: string): string | null {
  if (!isValidPhone(phone)) return null;
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return `+${digits}`;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  return null;
}

/** A phone number as SPEC.md's customer-info step checks it, for every form that asks for one. */
export const PhoneNumber = singleLine(40)
  .refine((v) => v.length > 0, "Phone number is required")
  .refine(isValidPhone, "Please enter a valid phone number");

/** An e-mail address, trimmed and lower-cased. */
export const EmailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254)
  .pipe(z.email("Please enter a valid email"));

/**
 * A whole number in a query string: plain decimal digits only (no `0x10`, `1e3`, ` 7` or `+3`, which
 * `Number()` would read), between min and max.
 */
export function queryInteger(min: number, max: number) {
  // A number too, so the pages' typed client may pass one (the URL carries it as digits).
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      ],
      { error: "must be a whole number" },
    )
    .pipe(z.number().int("must be a whole number").min(min).max(max));
}
