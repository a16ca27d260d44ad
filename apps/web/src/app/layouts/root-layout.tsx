import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useDocumentTitle } from '../../features/shell/hooks/use-document-title';
import { contractErrorsStore } from '../../lib/contract-errors-store';
import { sessionStore } from '../../lib/session-store';

// The global dialogs are rare: their code (and the dialog library) loads only when one opens,
// keeping the initial bundle small (DESIGN.md §5).
const SessionExpiredModal = lazy(async () => ({ default: (await import('../../features/shell/components/session-expired-modal')).SessionExpiredModal }));
const ContractErrorsDialog = lazy(async () => ({ default: (await import('../../features/shell/components/contract-errors-dialog')).ContractErrorsDialog }));

/** Wraps every page: the global dialogs (session expired, contract errors) and the page title. */
export function RootLayout() {
  useDocumentTitle();
  const expired = sessionStore.use((s) => s.expired);
  const hasContractErrors = contractErrorsStore.use((list) => list.length > 0);
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        {expired && <SessionExpiredModal />}
        {hasContractErrors && <ContractErrorsDialog />}
      </Suspense>
    </>
  );
}
