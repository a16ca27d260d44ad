import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../../i18n';
import { mockFilterApi, narrowScreen, renderFilters } from './filters-test-kit';

const applied = () => within(screen.getByRole('list', { name: 'Applied filters' }));

describe('ListingFilters on small screens', () => {
  beforeEach(() => narrowScreen());

  it('opens the full-screen filter sheet, applies a maker and a model, and shows the count and chips', async () => {
    mockFilterApi();
    const { user, search } = renderFilters('/car-auction?page=2&color=BLACK');
    expect(screen.queryByRole('group', { name: 'Filters' })).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Filters, 1 active filter' });
    await user.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    const apply = within(sheet).getByRole('button', { name: 'Apply' });
    expect(apply).toHaveAttribute('aria-disabled', 'true');
    // The model waits for a maker.
    expect(within(sheet).getByRole('button', { name: /^Model/ })).toBeDisabled();
    await user.click(await within(sheet).findByRole('option', { name: 'NISSAN (2 277)' }));
    const model = within(sheet).getByRole('button', { name: /^Model/ });
    expect(model).toBeEnabled();
    await user.click(model);
    await user.click(await within(sheet).findByRole('option', { name: 'NOTE (120)' }));
    await user.click(apply);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(search()).toBe('color=BLACK&maker=2&model=201');
    expect(screen.getByRole('button', { name: 'Filters, 3 active filters' })).toBeInTheDocument();
    expect(await applied().findByText('NOTE')).toBeInTheDocument();
    await user.click(applied().getByRole('button', { name: 'Remove: NISSAN' }));
    expect(search()).toBe('color=BLACK');
  });

  it('drops the edits of a sheet closed without Apply, and Clear all there empties the draft', async () => {
    mockFilterApi();
    const { user, search } = renderFilters('/car-auction?maker=1');
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    let sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(await within(sheet).findByRole('option', { name: 'HONDA (2 317)' }));
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(search()).toBe('maker=1');

    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(await within(sheet).findByRole('option', { name: 'HONDA (2 317)' })).toHaveAttribute('aria-selected', 'false');
    await user.click(within(sheet).getByRole('button', { name: 'Clear all' }));
    expect(within(sheet).getByRole('option', { name: 'TOYOTA (4 953)' })).toHaveAttribute('aria-selected', 'false');
    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));
    expect(search()).toBe('');
  });

  it('searches a lot number from the search sheet', async () => {
    mockFilterApi();
    const { user, search } = renderFilters('/car-auction?maker=1');
    await user.click(screen.getByRole('button', { name: 'Search by lot number' }));
    const sheet = await screen.findByRole('dialog', { name: 'Search by lot number' });
    const box = within(sheet).getByRole('textbox', { name: 'Lot number' });
    await waitFor(() => expect(box).toHaveFocus());
    await user.type(box, 'No. 777{Enter}');
    expect(search()).toBe('maker=1&search=777');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Search by lot number: 777' })).toHaveTextContent('777');
    await user.click(applied().getByRole('button', { name: 'Remove: Lot no. 777' }));
    expect(search()).toBe('maker=1');
  });

  it('counts active filters with Russian plurals', async () => {
    mockFilterApi();
    await i18n.changeLanguage('ru');
    try {
      renderFilters('/car-auction?color=BLACK,RED,WHITE');
      expect(screen.getByRole('button', { name: 'Фильтры, 3 активных фильтра' })).toBeInTheDocument();
      expect(within(screen.getByRole('list', { name: 'Применённые фильтры' })).getByText('Цвет: RED')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
