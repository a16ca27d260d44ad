import { z } from 'zod';
import { MSG } from './errors.js';
import { isIsoDate } from './rules/format.js';

// The shared building blocks of every request schema. Each refuses, with a field message the web
// app translates, what PostgreSQL would refuse later with a 500 (issue 10 §2): NUL and other
// control characters in text, integers past `integer` (int4), dates outside the calendar.

/** The largest PostgreSQL `integer`: ids and counts are int4 columns. */
export const INT4_MAX = 2_147_483_647;

// C0 controls and DEL, except tab, line feed and carriage return. PostgreSQL text cannot hold
// NUL at all; the others are never typed by a person and only hide or garble what is shown.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const hasControlChars = (value: string): boolean => CONTROL_CHARS.test(value);

/** Required when absent, invalid otherwise: the message keys the forms and the server answer with. */
export const requiredOrInvalid = (issue: { input?: unknown }) => (issue.input === undefined ? MSG.required : MSG.invalidField);

/**
 * Text as a person types it: trimmed, at most `max` characters, no control characters.
 * Empty is allowed (see requiredText); `message` is the answer to too long a text.
 */
export const plainText = (max: number, message: string = MSG.maxLength(max)) =>
  z
    .string({ error: MSG.invalidField })
    .trim()
    .max(max, { error: message })
    .refine((v) => !hasControlChars(v), { error: MSG.invalidField });

/** Text that must not be empty once trimmed. */
export const requiredText = (max = 255) =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(max, { error: MSG.maxLength(max) })
    .refine((v) => !hasControlChars(v), { error: MSG.invalidField });

/** Optional text: absent, null or blank is null. */
export const optionalText = (max: number) =>
  plainText(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** Text taken as it is (not trimmed: a note keeps its layout), no control characters. */
export const rawText = (max: number) =>
  z
    .string({ error: MSG.required })
    .max(max, { error: MSG.maxLength(max) })
    .refine((v) => !hasControlChars(v), { error: MSG.invalidField });

/**
 * The decimal text of 1..INT4_MAX. The published schema (OpenAPI, from these zod schemas) carries
 * it, so a client or a fuzzer reading the schema knows exactly which ids the server takes.
 */
export const POSITIVE_INT4_PATTERN =
  '^(?:[1-9]\\d{0,8}|1\\d{9}|20\\d{8}|21[0-3]\\d{7}|214[0-6]\\d{6}|2147[0-3]\\d{5}|21474[0-7]\\d{4}|214748[0-2]\\d{3}|2147483[0-5]\\d{2}|21474836[0-3]\\d|214748364[0-7])$';
const positiveInt4Text = new RegExp(POSITIVE_INT4_PATTERN);

/** A positive int4 id as a JSON number or a numeric string (query values and older clients send strings). */
export const idField = z
  .union([z.number().int().min(1).max(INT4_MAX), z.string().trim().regex(positiveInt4Text).transform(Number)], { error: requiredOrInvalid })
  .pipe(z.number().int({ error: MSG.invalidField }).min(1, { error: MSG.invalidField }).max(INT4_MAX, { error: MSG.invalidField }));

/** A positive int4 id as a JSON number only. */
export const idNumber = z
  .number({ error: MSG.invalidField })
  .int({ error: MSG.invalidField })
  .min(1, { error: MSG.invalidField })
  .max(INT4_MAX, { error: MSG.invalidField });

/** A YYYY-MM-DD date field (a real calendar date, see isIsoDate). */
export const dateField = z.string({ error: requiredOrInvalid }).trim().refine(isIsoDate, { error: MSG.invalidField });
