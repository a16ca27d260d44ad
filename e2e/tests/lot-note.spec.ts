import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../fixtures';
import { findLots, lotHeading } from './lot-support';

// The lot note (spec 2 §4 "Note"): managers add and edit it, clients read it.

test('a manager adds a note with Enter, edits it with the pen, and a client reads it', async ({ page, browser }) => {
  await signInAs(page, DEMO.manager, '/profile');
  // A lot no other spec writes a note on: the fifth ordinary auction lot.
  const lot = (await findLots(page, 'car-auction', (l) => !l.isUss, 5))[4]!;
  await page.goto(`/car-auction/${lot.id}`);
  await expect(lotHeading(page)).toContainText(`Lot ${lot.lotNo}`);

  const note = page.getByRole('region', { name: 'Note', exact: true });
  await note.getByRole('button', { name: 'Add note' }).click();
  const box = note.getByRole('textbox', { name: 'Note' });
  await expect(box).toBeFocused();
  await box.pressSequentially('Check the rear bumper');
  await box.press('Shift+Enter');
  await box.pressSequentially('before bidding');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/car-auction/save-comment') && r.ok());
  await box.press('Enter');
  await saved;
  await expect(box).toBeHidden();
  await expect(note.getByText('Check the rear bumper before bidding')).toBeVisible();

  // Kept by the server.
  await page.reload();
  await expect(note.getByText(/Check the rear bumper\s+before bidding/)).toBeVisible();

  // Edit with the pen, save with the send button.
  await note.getByRole('button', { name: 'Edit note' }).click();
  await expect(box).toHaveValue('Check the rear bumper\nbefore bidding');
  await box.fill('Client asked for a half cut');
  await note.getByRole('button', { name: 'Save note' }).click();
  await expect(note.getByText('Client asked for a half cut')).toBeVisible();
  await expect(note.getByRole('button', { name: 'Edit note' })).toBeVisible();

  // A client sees the note, read-only.
  const other = await browser.newContext();
  const client = await other.newPage();
  await signInAs(client, DEMO.client, `/car-auction/${lot.id}`);
  const clientNote = client.getByRole('region', { name: 'Note', exact: true });
  await expect(clientNote.getByText('Client asked for a half cut')).toBeVisible();
  await expect(clientNote.getByRole('button')).toHaveCount(0);

  // Emptied by the manager: back to Add note, and gone for the client.
  await note.getByRole('button', { name: 'Edit note' }).click();
  await box.fill('');
  await box.press('Enter');
  await expect(note.getByRole('button', { name: 'Add note' })).toBeVisible();
  await client.reload();
  await expect(lotHeading(client)).toContainText(`Lot ${lot.lotNo}`);
  await expect(client.getByRole('region', { name: 'Note', exact: true })).toHaveCount(0);
  await other.close();
});
