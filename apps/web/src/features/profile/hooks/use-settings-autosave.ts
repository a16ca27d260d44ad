import { languageCode, type LanguageId, type UpdateSettingBody } from '@jauc/contract';
import { useEffect, useRef, useState } from 'react';
import { saveLanguage } from '../../../i18n';
import { updateSettings, useUpdateSettings } from '../api/update-settings';

export const NOTIFY_DEBOUNCE_MS = 400;

/**
 * The profile settings (spec 1 §4 Profile): the notification switch is sent 400 ms after the
 * last toggle, so flicking it sends one request; a language is sent at once and then applied by
 * reloading the page. Settings still waiting when the screen closes are sent on the way out.
 */
export function useSettingsAutosave(saved: { bidEmailNotify: boolean; language: LanguageId }) {
  const mutation = useUpdateSettings();
  const [bidEmailNotify, setBidEmailNotify] = useState(saved.bidEmailNotify);
  const [language, setLanguage] = useState<LanguageId>(saved.language);
  const pending = useRef<UpdateSettingBody | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { mutate } = mutation;

  function send(body: UpdateSettingBody, onSuccess?: () => void) {
    clearTimeout(timer.current);
    pending.current = null;
    mutate(body, {
      onSuccess,
      // Show what the server holds rather than a choice that was not saved.
      onError: () => {
        setBidEmailNotify(saved.bidEmailNotify);
        setLanguage(saved.language);
      },
    });
  }

  function changeNotify(value: boolean) {
    setBidEmailNotify(value);
    pending.current = { bidEmailNotify: value, language };
    clearTimeout(timer.current);
    timer.current = setTimeout(() => pending.current && send(pending.current), NOTIFY_DEBOUNCE_MS);
  }

  function changeLanguage(value: LanguageId) {
    setLanguage(value);
    send({ bidEmailNotify, language: value }, () => saveLanguage(languageCode(value), { reload: true }));
  }

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      // Leaving the screen within the debounce window: the toggle must not be lost.
      if (pending.current) void updateSettings(pending.current).catch(() => undefined);
    },
    [],
  );

  return { bidEmailNotify, language, changeNotify, changeLanguage, status: mutation.status, error: mutation.error };
}
