import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import type { LotDetail } from '@jauc/contract';
import { json, mockApi } from '../../../test/render-screen';
import { lotKeys } from '../api/get-lot-detail';
import { makeLotDetail } from '../test/lot-fixtures';
import { renderWithQuery } from '../test/render-lot';
import { LotNote } from './lot-note';

/** The note as the page renders it: from the cached lot, so a save shows through the cache. */
function NoteFromCache({ initial }: { initial: LotDetail }) {
  const { data } = useQuery({ queryKey: lotKeys.detail('car-auction', initial.carCommonDetail.id), queryFn: () => initial, initialData: initial, staleTime: Infinity });
  return <LotNote pageType="car-auction" carId={data.carCommonDetail.id} comment={data.carCommonDetail.comment} editable={data.carCommonDetail.commentEditable} />;
}

const manager = (comment = '') => makeLotDetail({ carCommonDetail: { comment, commentEditable: true } });

describe('LotNote', () => {
  it('is hidden for a client when there is no note, and read-only when there is one', () => {
    mockApi(() => json(500, {}));
    const { unmount } = renderWithQuery(<LotNote pageType="car-auction" carId={1} comment="" editable={false} />);
    expect(screen.queryByRole('region', { name: 'Note' })).not.toBeInTheDocument();
    unmount();

    renderWithQuery(<LotNote pageType="car-auction" carId={1} comment="Check the rear bumper" editable={false} />);
    const note = screen.getByRole('region', { name: 'Note' });
    expect(note).toHaveTextContent('Check the rear bumper');
    expect(screen.queryByRole('button', { name: 'Edit note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    // Clamped to four lines.
    expect(screen.getByTestId('lot-note-text')).toHaveClass('line-clamp-4');
  });

  it('lets a manager add a note, saved on Enter, then shows it read-only with a pen', async () => {
    const calls = mockApi(() => json(200, { success: true }));
    const { user } = renderWithQuery(<NoteFromCache initial={manager()} />);
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const box = screen.getByRole('textbox', { name: 'Note' });
    expect(box).toHaveFocus();
    await user.type(box, 'Call the client{Shift>}{Enter}{/Shift}before noon');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.pathname).toBe('/api/v1/car-auction/save-comment');
    expect(calls[0]!.body).toEqual({ carId: 4242, comment: 'Call the client\nbefore noon' });
    expect(screen.getByTestId('lot-note-text')).toHaveTextContent('Call the client before noon');
    expect(screen.getByRole('button', { name: 'Edit note' })).toBeInTheDocument();
  });

  it('edits with the pen and the send button; an emptied note returns to Add note', async () => {
    const calls = mockApi(() => json(200, { success: true }));
    const { user } = renderWithQuery(<NoteFromCache initial={manager('Old text')} />);
    await user.click(screen.getByRole('button', { name: 'Edit note' }));
    const box = screen.getByRole('textbox', { name: 'Note' });
    expect(box).toHaveValue('Old text');
    await user.clear(box);
    await user.type(box, 'New text');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(screen.getByTestId('lot-note-text')).toHaveTextContent('New text'));

    await user.click(screen.getByRole('button', { name: 'Edit note' }));
    await user.clear(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Add note' })).toBeInTheDocument();
    expect(calls.map((c) => (c.body as { comment: string }).comment)).toEqual(['New text', '']);
  });

  it('keeps the editor and says why when the save fails; Escape gives up', async () => {
    mockApi(() => json(403, { success: false, message: 'forbidden' }));
    const { user } = renderWithQuery(<NoteFromCache initial={manager('Keep me')} />);
    await user.click(screen.getByRole('button', { name: 'Edit note' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), ' more');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Keep me more');
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('lot-note-text')).toHaveTextContent('Keep me');
  });
});
