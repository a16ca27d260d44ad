import { z } from 'zod';
import { MSG } from '../errors.js';
import { LANGUAGE } from '../codes.js';
import { idNumber } from '../primitives.js';
import { isCompleteRussianName } from '../rules/full-name.js';
import { isCompleteRuPhone, isValidIntlPhone, phoneCountry } from '../rules/phone.js';
import { emailField, passwordField, requiredString } from './fields.js';

export const countryOption = z.object({ value: idNumber, label: z.string().max(200) });

/** POST /auth/signup — the sign-up form plus the country value and the numeric language. */
export const signupBody = z
  .object({
    fullName: requiredString(120),
    email: emailField,
    mobile: requiredString(32),
    country: countryOption,
    city: requiredString(120),
    password: passwordField,
    confirmPassword: z.string({ error: MSG.required }).min(1, { error: MSG.required }),
    terms: z.literal(true, { error: MSG.terms }),
    language: z.union([z.literal(LANGUAGE.en), z.literal(LANGUAGE.ru)], { error: MSG.invalidField }),
  })
  .superRefine((v, ctx) => {
    const ru = v.language === LANGUAGE.ru;
    if (ru && !isCompleteRussianName(v.fullName)) ctx.addIssue({ code: 'custom', path: ['fullName'], message: MSG.incompleteName });
    const phoneOk = ru ? isCompleteRuPhone(v.mobile) : isValidIntlPhone(v.mobile, phoneCountry(v.country.value));
    if (!phoneOk) ctx.addIssue({ code: 'custom', path: ['mobile'], message: ru ? MSG.incompletePhone : MSG.phone });
    if (v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MSG.passwordMatch });
  });
export type SignupBody = z.input<typeof signupBody>;

/**
 * The 422 answer names fields as the provider's API does (spec 1 §7); the form maps them back.
 * Fields not in this table keep their form names (city, country, terms, language).
 */
export const SIGNUP_ERROR_FIELDS = {
  fullName: 'first_name',
  email: 'email',
  mobile: 'telephone',
  password: 'password',
  confirmPassword: 'confirm_password',
} as const;
export const SIGNUP_FORM_FIELD_BY_API_FIELD: Record<string, string> = {
  first_name: 'fullName',
  username: 'email',
  email: 'email',
  telephone: 'mobile',
  password: 'password',
  confirm_password: 'confirmPassword',
};

export const signupResponse = z.object({ success: z.literal(true), message: z.string().optional() });
