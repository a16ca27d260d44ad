import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileBody, type ProfileDetail, type UpdateProfileBody } from '@jauc/contract';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Combobox, type ComboboxOption } from '../../../components/ui/combobox';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-errors';
import { translateMessage } from '../../../lib/messages';
import { useUpdateProfile, type UpdateProfileValues } from '../api/update-profile';

type FormValues = UpdateProfileBody;
const FIELDS = ['fullName', 'mobile', 'officePhone', 'company', 'city', 'address', 'countryId'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name);

/** The form fills from the loaded profile each time editing starts. */
const valuesOf = (d: ProfileDetail): FormValues => ({
  fullName: d.fullName,
  mobile: d.mobile ?? '',
  officePhone: d.officePhone ?? '',
  company: d.company ?? '',
  city: d.city,
  address: d.address,
  countryId: d.countryId,
});

interface ProfileFormProps {
  detail: ProfileDetail;
  countries: ReadonlyArray<ComboboxOption>;
  countriesLoading: boolean;
  onSaved: () => void;
  onCancel: () => void;
}

/** Edit mode of the profile details; the e-mail is shown read-only and never sent. */
export function ProfileForm({ detail, countries, countriesLoading, onSaved, onCancel }: ProfileFormProps) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<unknown>(null);
  const [defaultValues] = useState(() => valuesOf(detail));
  const { register, control, handleSubmit, setError, watch, formState } = useForm<FormValues, unknown, UpdateProfileValues>({
    mode: 'onTouched',
    resolver: zodResolver(updateProfileBody),
    defaultValues,
  });
  const { errors, isSubmitting } = formState;
  const error = (name: keyof FormValues) => translateMessage(t, errors[name]?.message);

  // A refused save is about the values sent: once they change, its message no longer applies.
  useEffect(() => {
    const sub = watch(() => setFailure(null));
    return () => sub.unsubscribe();
  }, [watch]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync(values);
      onSaved();
    } catch (e) {
      const fields = e instanceof ApiError ? Object.entries(e.fields) : [];
      for (const [name, message] of fields) if (isField(name)) setError(name, { type: 'server', message });
      if (!fields.some(([name]) => isField(name))) setFailure(e);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <ErrorAlert error={failure} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t('Auth.fullName')} autoComplete="name" error={error('fullName')} {...register('fullName')} />
        <TextField label={t('Auth.email')} type="email" value={detail.email} readOnly hint={t('Profile.emailLocked')} className="[&_input]:bg-slate-50 [&_input]:text-slate-600" />
        <TextField label={t('Auth.mobile')} type="tel" inputMode="tel" autoComplete="tel" error={error('mobile')} {...register('mobile')} />
        <TextField label={t('Profile.officePhone')} type="tel" inputMode="tel" error={error('officePhone')} {...register('officePhone')} />
        <TextField label={t('Profile.company')} autoComplete="organization" error={error('company')} {...register('company')} />
        <Controller
          control={control}
          name="countryId"
          render={({ field }) => (
            <Combobox
              id="profile-country"
              name={field.name}
              label={t('Auth.country')}
              options={countries}
              loading={countriesLoading}
              value={field.value}
              onChange={(option) => field.onChange(option.value)}
              onBlur={field.onBlur}
              error={error('countryId')}
            />
          )}
        />
        <TextField label={t('Auth.city')} autoComplete="address-level2" error={error('city')} {...register('city')} />
        <TextField label={t('Profile.address')} autoComplete="street-address" error={error('address')} {...register('address')} />
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('Common.cancel')}
        </Button>
        <Button type="submit" pending={isSubmitting}>
          {t('Common.save')}
        </Button>
      </div>
    </form>
  );
}
