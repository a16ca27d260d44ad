import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { bidFormSchema, emptyBidForm, missingFields, type BidFormRules, type BidFormValues } from '../lib/bid-form';

// The rules (start price, current bid, required fields) arrive as the form's context, so the
// schema follows the lot and the viewer without re-creating the form.
const resolver: Resolver<BidFormValues, BidFormRules> = (values, context, options) => {
  if (!context) throw new Error('bid form rules missing');
  return zodResolver(bidFormSchema(context))(values, context, options);
};

/**
 * The place-bid form (react-hook-form): validated when the bid is pressed, the amount also on
 * blur; an error clears as soon as its field changes (spec 2 §5).
 */
export function useBidForm(rules: BidFormRules) {
  const form = useForm<BidFormValues, BidFormRules>({ defaultValues: emptyBidForm(), mode: 'onSubmit', reValidateMode: 'onSubmit', context: rules, resolver });
  const values = useWatch({ control: form.control }) as BidFormValues;
  return { form, missing: missingFields({ ...emptyBidForm(), ...values }, rules) };
}
export type BidForm = ReturnType<typeof useBidForm>['form'];
