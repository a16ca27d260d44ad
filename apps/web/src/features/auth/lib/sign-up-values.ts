import { countryOption, LANGUAGE, languageId, type LanguageId } from '@jauc/contract';
import { z } from 'zod';

export type CountryOption = z.infer<typeof countryOption>;

/** The sign-up form as edited: nothing chosen yet is allowed here, the contract decides on submit. */
export interface SignUpFormValues {
  fullName: string;
  email: string;
  mobile: string;
  country: CountryOption | null;
  city: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
  language: LanguageId;
}

// The fields a message can be shown under (the language has no control of its own).
const VISIBLE_FIELDS = ['fullName', 'email', 'mobile', 'country', 'city', 'password', 'confirmPassword', 'terms'] as const;
export const isVisibleSignUpField = (name: string): name is (typeof VISIBLE_FIELDS)[number] => (VISIBLE_FIELDS as readonly string[]).includes(name);

// The draft kept between visits. Passwords and the terms consent are never stored.
const DRAFT_KEY = 'signUpForm';
const draftSchema = z.object({
  fullName: z.string().max(200),
  email: z.string().max(300),
  mobile: z.string().max(40),
  country: countryOption.nullable(),
  city: z.string().max(200),
  language: z.union([z.literal(LANGUAGE.en), z.literal(LANGUAGE.ru)]),
});
type Draft = z.infer<typeof draftSchema>;

export function emptySignUpValues(uiLanguage: string): SignUpFormValues {
  return { fullName: '', email: '', mobile: '', country: null, city: '', password: '', confirmPassword: '', terms: false, language: languageId(uiLanguage) };
}

/** The form as it opens: empty, or the draft saved when a country was last chosen. */
export function initialSignUpValues(uiLanguage: string): SignUpFormValues {
  const empty = emptySignUpValues(uiLanguage);
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    const draft = raw ? draftSchema.safeParse(JSON.parse(raw)) : null;
    return draft?.success ? { ...empty, ...draft.data } : empty;
  } catch {
    return empty;
  }
}

export function saveSignUpDraft(values: SignUpFormValues) {
  const { fullName, email, mobile, country, city, language }: Draft = values;
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ fullName, email, mobile, country, city, language }));
  } catch {
    // Storage full or disabled: the draft is a convenience only.
  }
}

export function clearSignUpDraft() {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing stored then.
  }
}
