import { z } from 'zod';
import { MSG } from '../errors.js';
import { LANGUAGE } from '../codes.js';
import { passwordField, requiredString } from '../auth/fields.js';
import { idNumber, optionalText } from '../primitives.js';

/** PUT /user/update-profile — the profile form without e-mail (the address never changes here). */
export const updateProfileBody = z.object({
  fullName: requiredString(120),
  mobile: requiredString(32),
  officePhone: optionalText(32),
  company: optionalText(120),
  city: requiredString(120),
  address: optionalText(255),
  countryId: idNumber.optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/** PUT /user/update-setting */
export const updateSettingBody = z.object({
  bidEmailNotify: z.boolean({ error: MSG.invalidField }),
  language: z.union([z.literal(LANGUAGE.en), z.literal(LANGUAGE.ru)], { error: MSG.invalidField }),
});
export type UpdateSettingBody = z.infer<typeof updateSettingBody>;

/** POST /user/change-password */
export const changePasswordBody = z
  .object({
    oldPassword: passwordField,
    newPassword: passwordField,
    confirmNewPassword: z.string({ error: MSG.required }).min(1, { error: MSG.required }),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, { path: ['confirmNewPassword'], message: MSG.passwordMatch });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
