import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, signupBody } from '@jauc/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { SignUpBody } from '../api/sign-up';
import type { SignUpFormValues } from './sign-up-values';

const contractResolver = zodResolver(signupBody) as unknown as Resolver<SignUpFormValues, unknown, SignUpBody>;

// Values that pass every rule of the contract, for both languages.
const PASSING = {
  fullName: 'Ivanov Ivan Ivanovich',
  email: 'probe@example.com',
  mobile: '+7 (900) 000-00-00',
  country: { value: 1, label: 'probe' },
  city: 'probe',
  password: 'probe-password',
  confirmPassword: 'probe-password',
  terms: true,
};

// The contract's cross-field rules (name and phone by language, matching passwords) only run
// once every field is well-formed, so on their own they would stay silent while the user fills
// the form in. Each is therefore also checked in isolation: the fields it reads come from the
// form, everything else from PASSING. The rules themselves stay the contract's.
const ISOLATED_RULES: Array<[field: keyof SignUpFormValues, reads: Array<keyof SignUpFormValues>]> = [
  ['fullName', ['fullName']],
  ['mobile', ['mobile', 'country']],
  ['confirmPassword', ['password', 'confirmPassword']],
];

/** Validates with the contract's sign-up schema, showing every broken rule field by field. */
export const signUpResolver: Resolver<SignUpFormValues, unknown, SignUpBody> = async (values, context, options) => {
  const result = await contractResolver(values, context, options);
  if (!Object.keys(result.errors).length) return result;

  const errors: FieldErrors<SignUpFormValues> = { ...result.errors };
  if (errors.country && !values.country) errors.country = { type: 'required', message: MSG.required };
  for (const [field, reads] of ISOLATED_RULES) {
    if (errors[field]) continue;
    const probe: Record<string, unknown> = { ...PASSING, language: values.language };
    // A field not filled in yet (no country chosen) reads as PASSING's.
    for (const name of reads) probe[name] = values[name] ?? probe[name];
    const parsed = signupBody.safeParse(probe);
    const issue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field);
    if (issue) errors[field] = { type: 'custom', message: issue.message };
  }
  return { values: {}, errors };
};
