import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_TYPE, type Profile } from '@jauc/contract';

/**
 * The client search a manager picks a client with (the bid-for-client field of features/bids,
 * handed in by the route: features do not import each other).
 */
export type ClientPickerSlot = ComponentType<{ chosen: string; onChoose: (client: { value: number; label: string } | null) => void }>;

/** A manager's screens of money show a chosen client's, never their own empty account (issue 18 §2). */
export const choosesClient = (profile: Profile | null | undefined): boolean => profile?.detail.userType === USER_TYPE.manager;

/** The manager's choice of client above /payments and /balance; the id lives in the URL (`userId`). */
export function ClientChoice({ Picker, userId, onUserId }: { Picker: ClientPickerSlot; userId: number | null; onUserId: (id: number | null) => void }) {
  const { t } = useTranslation();
  // The name as picked; after a reload or a link only the id is known.
  const [picked, setPicked] = useState<{ id: number; label: string } | null>(null);
  const chosen = userId === null ? '' : picked?.id === userId ? picked.label : t('Payments.clientLabel', { id: userId });
  return (
    <div className="max-w-md">
      <Picker
        chosen={chosen}
        onChoose={(client) => {
          setPicked(client ? { id: client.value, label: client.label } : null);
          onUserId(client?.value ?? null);
        }}
      />
      {userId === null && <p className="mt-2 text-sm text-slate-600">{t('Payments.chooseClient')}</p>}
    </div>
  );
}
