import { Outlet } from 'react-router';
import { ContractErrorsDialog } from '../../features/shell/components/contract-errors-dialog';
import { SessionExpiredModal } from '../../features/shell/components/session-expired-modal';
import { useDocumentTitle } from '../../features/shell/hooks/use-document-title';

/** Wraps every page: the global dialogs (session expired, contract errors) and the page title. */
export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <SessionExpiredModal />
      <ContractErrorsDialog />
    </>
  );
}
