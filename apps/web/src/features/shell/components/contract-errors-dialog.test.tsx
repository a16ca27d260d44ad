import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContractError } from '../../../lib/api-errors';
import { contractErrorsStore, reportContractError } from '../../../lib/contract-errors-store';
import { reloadPage } from '../reload-page';
import '../test-utils';
import { ContractErrorsDialog } from './contract-errors-dialog';

vi.mock('../reload-page', () => ({ reloadPage: vi.fn() }));

afterEach(() => {
  contractErrorsStore.set([]);
  vi.mocked(reloadPage).mockClear();
});

function report() {
  act(() => {
    reportContractError(new ContractError('/user/view-profile', ['detail.email: Invalid input: expected string, received number']));
    reportContractError(new ContractError('/car-auction/listing', ['carsList.0.id: Required', 'pageInfo: Required']));
    // The query's retry reports the same mismatch a second time.
    reportContractError(new ContractError('/car-auction/listing', ['carsList.0.id: Required', 'pageInfo: Required']));
  });
}

describe('ContractErrorsDialog', () => {
  it('stays closed while no answer failed validation', () => {
    render(<ContractErrorsDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists every distinct failed answer with its validation errors', () => {
    render(<ContractErrorsDialog />);
    report();
    const dialog = screen.getByRole('dialog', { name: 'The server sent unexpected data' });
    expect(dialog).toHaveTextContent('Please reload the page. Details:');
    const list = within(dialog).getByRole('list', { name: 'Validation errors' });
    expect(list).toHaveTextContent('/user/view-profile');
    expect(list).toHaveTextContent('detail.email: Invalid input: expected string, received number');
    expect(list).toHaveTextContent('/car-auction/listing');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  });

  it('Close empties the list and closes', async () => {
    render(<ContractErrorsDialog />);
    report();
    await userEvent.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(contractErrorsStore.get()).toEqual([]);
  });

  it('Escape closes it too; Reload reloads', async () => {
    render(<ContractErrorsDialog />);
    report();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(contractErrorsStore.get()).toEqual([]);
  });
});
