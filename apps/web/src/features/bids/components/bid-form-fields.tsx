import { useId } from 'react';
import { formatYen } from '@jauc/contract';
import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FieldFrame, inputClass } from '../../../components/ui/field-frame';
import { SelectField } from '../../../components/ui/select-field';
import { cn } from '../../../lib/cn';
import { NO_GROUP, NO_GROUP_CHOICE, useBidGroups } from '../api/get-bid-groups';
import { groupOptionLabel } from '../lib/bid-groups';
import { useBidTypes } from '../api/get-bid-types';
import { translateBidMessage } from '../../../lib/bid-messages';
import type { BidFormRules, BidFormValues } from '../lib/bid-form';
import { bidTypeChoices } from '../lib/bid-types';
import type { BidContext } from '../lib/bid-wording';
import type { BidForm } from '../hooks/use-bid-form';
import { AmountField } from '../../../components/ui/amount-field';
import { ClientSearchField } from './client-search-field';

interface BidFormFieldsProps {
  form: BidForm;
  rules: BidFormRules;
  missing: Array<keyof BidFormValues>;
  /** The stock car's price (read-only amount). */
  price: number | null;
  amountHint?: string;
  submitLabel: string;
  pending: boolean;
  /** A failure before the confirm modal (the balance check). */
  error?: string | null;
  onValid: (values: BidFormValues) => void;
  /** Stock order or auction bid, own or for a client (lib/bid-wording.ts). */
  context: BidContext;
  /** Under the client field: the chosen client's country may not import this car (issue 21 §1). */
  clientNotice?: string;
  className?: string;
}

/**
 * Amount, bid type, bid group, client (managers) and comment, and the place-bid button. The
 * button stays blocked while a required field is empty; pressing it then marks those fields.
 */
export function BidFormFields({ form, rules, missing, price, amountHint, submitLabel, pending, error, onValid, context, clientNotice, className }: BidFormFieldsProps) {
  const { t } = useTranslation();
  const commentId = useId();
  const types = useBidTypes(rules.typeShown);
  // A manager bidding for a client sees the client's groups (once a client is chosen).
  const clientId = form.watch('clientId');
  const groups = useBidGroups(rules.groupShown, rules.clientRequired ? clientId || undefined : undefined);
  const { errors } = form.formState;
  const message = (m: string | undefined) => translateBidMessage(t, m) || undefined;
  const typeChoices = bidTypeChoices(t, types.data);
  const blocked = missing.length > 0;

  const submit = form.handleSubmit(onValid);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!pending) void submit(e);
      }}
      className={cn('flex flex-col gap-4', className)}
    >
      {rules.clientRequired && (
        <Controller
          control={form.control}
          name="clientId"
          render={({ field, fieldState }) => (
            <ClientSearchField
              chosen={form.getValues('clientLabel')}
              error={message(fieldState.error?.message)}
              onChoose={(client) => {
                form.setValue('clientLabel', client?.label ?? '');
                field.onChange(client ? String(client.value) : '');
                form.clearErrors('clientId');
              }}
            />
          )}
        />
      )}
      {rules.clientRequired && clientNotice && <Alert tone="warning">{clientNotice}</Alert>}

      {rules.stock ? (
        <FieldFrame inputId={`${commentId}-price`} label={t('PlaceBid.stockPrice')}>
          <input id={`${commentId}-price`} readOnly value={formatYen(price)} className={cn(inputClass(), 'h-11 bg-slate-50 text-base font-semibold tabular-nums')} />
        </FieldFrame>
      ) : (
        <Controller
          control={form.control}
          name="amount"
          render={({ field, fieldState }) => (
            <AmountField
              ref={field.ref}
              name={field.name}
              label={t('PlaceBid.amount', { context })}
              value={field.value}
              hint={amountHint}
              error={message(fieldState.error?.message)}
              onValueChange={(text) => {
                if (text !== field.value) form.clearErrors('amount');
                field.onChange(text);
              }}
              onBlur={() => {
                field.onBlur();
                // Only a typed amount is judged on blur; an empty one is Required when placing.
                if (form.getValues('amount')) void form.trigger('amount');
              }}
            />
          )}
        />
      )}

      {rules.typeShown && (
        <Controller
          control={form.control}
          name="bidType"
          render={({ field, fieldState }) => (
            <SelectField
              ref={field.ref}
              name={field.name}
              label={t('PlaceBid.bidType')}
              value={field.value}
              error={message(fieldState.error?.message)}
              hint={typeChoices.find((c) => c.value === field.value)?.description}
              options={[{ value: '', label: rules.typeRequired ? t('Form.select') : t('PlaceBid.bidTypeBlank') }, ...typeChoices]}
              onChange={(e) => {
                form.clearErrors('bidType');
                field.onChange(e.target.value);
              }}
              onBlur={() => {
                field.onBlur();
                if (rules.typeRequired && !form.getValues('bidType')) void form.trigger('bidType');
              }}
            />
          )}
        />
      )}

      {rules.groupShown && (
        <SelectField
          label={t('PlaceBid.bidGroup')}
          hint={t('PlaceBid.bidGroupHint')}
          options={(groups.data ?? [NO_GROUP_CHOICE]).map((g) => ({ value: g.value, label: g.value === NO_GROUP ? g.label : groupOptionLabel(t, g) }))}
          {...form.register('bidGroup')}
        />
      )}

      <FieldFrame inputId={commentId} label={t('PlaceBid.comment')}>
        <textarea
          id={commentId}
          rows={2}
          maxLength={500}
          placeholder={t('PlaceBid.commentPlaceholder', { context })}
          className={cn(inputClass(), 'h-auto min-h-16 resize-y py-2')}
          {...form.register('comment')}
        />
      </FieldFrame>

      {error && <Alert>{error}</Alert>}

      <div className="flex flex-col gap-2">
        <Button
          type="submit"
          size="lg"
          pending={pending}
          // Blocked but still pressable: pressing marks the missing fields (spec 2 §5).
          aria-disabled={blocked || undefined}
          className={cn('w-full', blocked && 'bg-brand-600/50 hover:bg-brand-600/50')}
        >
          {submitLabel}
        </Button>
        {blocked && Object.keys(errors).length > 0 && <p className="text-center text-xs text-slate-500">{t('PlaceBid.missingFields', { context })}</p>}
      </div>
    </form>
  );
}
