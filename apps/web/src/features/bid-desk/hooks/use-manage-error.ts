import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-errors';
import { translateBidMessage } from '../../../lib/bid-messages';
import { isSessionLost } from '../lib/manage-answer';

/**
 * The error dialog of one bid's changes (spec 2 §8): `report` opens it with the server's reason
 * when it gave one (a refusal code or a field message), else the default text. A lost session
 * (401) opens nothing: the session-expired modal is already up.
 */
// Codes whose words say no more than the dialog's own title and description.
const GENERIC_CODES = new Set(['internal_error', 'invalid_input']);

export function useManageError() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<{ open: boolean; reason: string | null }>({ open: false, reason: null });
  const report = useCallback(
    (error: unknown) => {
      if (isSessionLost(error)) return;
      let reason: string | null = null;
      if (error instanceof ApiError) {
        const field = Object.values(error.fields)[0];
        if (field) reason = translateBidMessage(t, field);
        // A code the app has no words for reads as the default description, not "Something went wrong" twice.
        else if (error.code && !GENERIC_CODES.has(error.code) && i18n.exists(`Error.${error.code}`)) reason = t(`Error.${error.code}`);
      } else if (error instanceof TypeError) reason = t('Error.network');
      setState({ open: true, reason });
    },
    [t, i18n],
  );
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { open: state.open, reason: state.reason, report, close };
}
