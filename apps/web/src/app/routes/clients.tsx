import { ClientsPage } from '../../features/clients/components/clients-page';

/** `/clients` (managers): client accounts, deposits, credit limits and notes. */
export function Component() {
  return <ClientsPage />;
}
