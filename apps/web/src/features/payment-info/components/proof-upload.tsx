import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from '@jauc/contract';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/error-alert';
import type { PayTarget } from '../api/get-payment-info';
import { useUploadPaymentProof } from '../api/upload-payment-proof';

/** The client's form for a proof of payment: one PDF or image, at most 10 MB (the server checks the bytes). */
export function ProofUpload({ target }: { target: PayTarget }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const inputId = useId();
  const upload = useUploadPaymentProof(target);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<'none' | 'noFile' | 'tooLarge'>('none');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const file = input.current?.files?.[0];
    // Said at once for the obvious cases; the server checks the size and the bytes either way.
    const next = !file ? 'noFile' : file.size > DOCUMENT_MAX_BYTES ? 'tooLarge' : 'none';
    setProblem(next);
    if (!file || next !== 'none') return;
    upload.mutate(file, { onSuccess: () => input.current && (input.current.value = '') });
  };
  const error = problem === 'noFile' ? t('PayInfo.chooseFile') : problem === 'tooLarge' ? t('Error.document_too_large') : upload.isError ? errorText(upload.error) : null;
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {t('PayInfo.uploadTitle')}
      </label>
      <input
        ref={input}
        id={inputId}
        name="file"
        type="file"
        accept={DOCUMENT_TYPES.join(',')}
        className="text-sm file:mr-3 file:rounded-md file:border-0 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:shadow-xs"
      />
      <p className="text-xs text-slate-500">{t('PayInfo.fileHint')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" pending={upload.isPending}>
          {t('PayInfo.upload')}
        </Button>
        {upload.isSuccess && problem === 'none' && (
          <p role="status" className="text-sm text-emerald-700">
            {t('PayInfo.uploaded')}
          </p>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
