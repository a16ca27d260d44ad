import { useTranslation } from 'react-i18next';
import { formatThousands } from '@jauc/contract';

/**
 * The text of an export-check reason (issue 21 §1): "engine_over_1900cc" → "engine over 1,900 cc",
 * the other codes by name; a code this build does not know is shown as it is.
 */
export function useExportReasonText() {
  const { t } = useTranslation();
  return (code: string) => {
    const engine = /^engine_over_(\d+)cc$/.exec(code);
    if (engine) return t('LotPage.exportReasons.engineOver', { cc: formatThousands(Number(engine[1])) });
    if (code === 'hybrid' || code === 'electric' || code === 'price_over_limit') return t(`LotPage.exportReasons.${code}`);
    return code;
  };
}
