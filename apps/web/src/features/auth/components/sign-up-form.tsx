import { COUNTRY_RUSSIA, formatPhone, LANGUAGE, languageCode, phoneCountry, SIGNUP_FORM_FIELD_BY_API_FIELD } from '@jauc/contract';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Combobox } from '../../../components/ui/combobox';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { PhoneField } from '../../../components/ui/phone-field';
import { ApiError } from '../../../lib/api-errors';
import { translateMessage } from '../../../lib/messages';
import { useCountryList } from '../../../lib/site/get-country-list';
import { useSignUp, type SignUpBody } from '../api/sign-up';
import { signUpResolver } from '../lib/sign-up-resolver';
import { clearSignUpDraft, initialSignUpValues, isVisibleSignUpField, saveSignUpDraft, type CountryOption, type SignUpFormValues } from '../lib/sign-up-values';
import { AuthHeading } from './auth-heading';
import { SignUpSuccess } from './sign-up-success';
import { SignUpTerms } from './sign-up-terms';

/**
 * Sign-up (spec 1 §4, §5). Fields validate on blur, the whole form before sending; the country
 * decides the language (183 → Russian) and so the name and phone rules. The form is kept as a
 * draft when a country is chosen and restored on the next visit.
 */
export function SignUpForm() {
  const { t, i18n } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const countries = useCountryList();
  const signUp = useSignUp();
  const [defaultValues] = useState(() => initialSignUpValues(i18n.language));
  const { register, control, handleSubmit, setValue, getValues, setError, trigger, formState } = useForm<SignUpFormValues, unknown, SignUpBody>({
    mode: 'onTouched',
    resolver: signUpResolver,
    defaultValues,
  });
  const { errors, isValid, isSubmitting, touchedFields } = formState;
  const language = useWatch({ control, name: 'language' });
  const lang = languageCode(language);
  // The phone is read and grouped as the chosen country's (libphonenumber-js).
  const country = useWatch({ control, name: 'country' });
  const phoneRegion = phoneCountry(country?.value);
  const error = (name: keyof SignUpFormValues) => translateMessage(t, errors[name]?.message);

  function chooseCountry(option: CountryOption) {
    const nextLanguage = option.value === COUNTRY_RUSSIA ? LANGUAGE.ru : LANGUAGE.en;
    setValue('language', nextLanguage);
    setValue('country', option, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    // The phone mask and the name rule follow the language: re-apply them to what is typed.
    const mobile = getValues('mobile');
    if (mobile) setValue('mobile', formatPhone(mobile, languageCode(nextLanguage), phoneCountry(option.value)));
    const retouched = (['fullName', 'mobile'] as const).filter((f) => touchedFields[f]);
    if (retouched.length) void trigger(retouched);
    saveSignUpDraft(getValues());
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signUp.mutateAsync(values);
      clearSignUpDraft();
      setSentTo(values.email);
    } catch (e) {
      const unplaced: string[] = [];
      let first = true;
      for (const [apiField, message] of e instanceof ApiError ? Object.entries(e.fields) : []) {
        const field = SIGNUP_FORM_FIELD_BY_API_FIELD[apiField] ?? apiField;
        if (!isVisibleSignUpField(field)) unplaced.push(message);
        else setError(field, { type: 'server', message }, { shouldFocus: first });
        first = false;
      }
      const placedAll = e instanceof ApiError && !e.code && !unplaced.length;
      setFailure(placedAll ? null : unplaced.length ? new ApiError(422, unplaced[0]!) : e);
    }
  });

  if (sentTo) return <SignUpSuccess email={sentTo} />;

  const touchedAny = Object.keys(touchedFields).length > 0;
  return (
    <div className="@container">
      <AuthHeading title={t('SignUp.title')} subtitle={t('SignUp.subtitle')} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <ErrorAlert error={failure} />
        <TextField
          label={t('Auth.fullName')}
          autoComplete="name"
          hint={lang === 'ru' ? t('SignUp.fullNameHintRu') : t('SignUp.fullNameHint')}
          error={error('fullName')}
          {...register('fullName')}
        />
        <div className="grid gap-4 @md:grid-cols-2">
          <TextField label={t('Auth.email')} type="email" autoComplete="email" inputMode="email" error={error('email')} {...register('email')} />
          <Controller
            control={control}
            name="mobile"
            render={({ field }) => (
              <PhoneField
                ref={field.ref}
                name={field.name}
                label={t('Auth.mobile')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                format={(v) => formatPhone(v, lang, phoneRegion)}
                placeholder={lang === 'ru' ? '+7 (912) 345-67-89' : '+1 212 555 0123'}
                error={error('mobile')}
              />
            )}
          />
        </div>
        <div className="grid gap-4 @md:grid-cols-2">
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <Combobox
                id="sign-up-country"
                name={field.name}
                label={t('Auth.country')}
                placeholder={t('SignUp.countryPlaceholder')}
                options={countries.data ?? []}
                loading={countries.isPending}
                value={field.value?.value}
                valueLabel={field.value?.label}
                onChange={chooseCountry}
                onBlur={field.onBlur}
                error={error('country') || (countries.isError ? t('SignUp.countriesFailed') : undefined)}
              />
            )}
          />
          <TextField label={t('Auth.city')} autoComplete="address-level2" error={error('city')} {...register('city')} />
        </div>
        <div className="grid gap-4 @md:grid-cols-2">
          <PasswordField label={t('Auth.password')} autoComplete="new-password" hint={t('Auth.passwordHint')} error={error('password')} {...register('password')} />
          <PasswordField label={t('Auth.confirmPassword')} autoComplete="new-password" error={error('confirmPassword')} {...register('confirmPassword')} />
        </div>
        <Checkbox
          label={<Trans i18nKey="SignUp.terms.accept" components={{ terms: <SignUpTerms /> }} />}
          error={error('terms')}
          {...register('terms')}
        />
        <div className="mt-2 flex flex-col gap-2">
          <Button type="submit" size="lg" pending={isSubmitting} disabled={!isValid} className="w-full">
            {t('SignUp.submit')}
          </Button>
          {!isValid && touchedAny && <p className="text-center text-xs text-slate-500">{t('Errors.FillAll')}</p>}
        </div>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('SignUp.haveAccount')}{' '}
        <Link to="/auth/login" className="font-medium text-brand-600 hover:underline">
          {t('SignUp.signIn')}
        </Link>
      </p>
    </div>
  );
}
