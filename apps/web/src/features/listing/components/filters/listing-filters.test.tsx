import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/render-screen';
import { MAKERS, MODELS, mockFilterApi, renderFilters } from './filters-test-kit';

const chip = (name: RegExp) => screen.getByRole('button', { name });
const bar = () => within(screen.getByRole('region', { name: 'Listing filters' }));
const barSearch = () => bar().getAllByRole('button', { name: 'Search' }).at(-1)!;
const applied = () => within(screen.getByRole('list', { name: 'Applied filters' }));

describe('ListingFilters on wide screens', () => {
  it('makes no call until a filter is used, and shows the chips in the spec order', async () => {
    const calls = mockFilterApi();
    renderFilters();
    const names = within(bar().getByRole('group', { name: 'Filters' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['Date', 'Maker', 'Model', 'Range', 'Additional']);
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument();
  });

  it('chooses a maker, then a model, and Search puts both in the URL; back restores the previous view', async () => {
    mockFilterApi();
    const { user, search, router } = renderFilters('/car-auction?page=3&sort=year&order=DESC');
    expect(chip(/^Model/)).toBeDisabled();

    await user.click(chip(/^Maker/));
    const makers = await screen.findByRole('dialog', { name: 'Maker' });
    await user.click(await within(makers).findByRole('option', { name: 'TOYOTA (4 953)' }));
    expect(within(makers).getByRole('option', { name: 'TOYOTA (4 953)' })).toHaveAttribute('aria-selected', 'true');
    // Searchable: typing narrows the list.
    await user.type(within(makers).getByRole('combobox', { name: 'Search in the list: Maker' }), 'hon');
    expect(within(makers).getAllByRole('option').map((o) => o.textContent)).toEqual(['HONDA (2 317)']);
    expect(chip(/^Maker/)).toHaveAccessibleName(/Maker 1 selected/);

    await user.click(chip(/^Model/));
    const models = await screen.findByRole('dialog', { name: 'Model' });
    await user.click(await within(models).findByRole('option', { name: 'PRIUS (533)' }));
    expect(search()).toBe('page=3&sort=year&order=DESC');

    await user.click(barSearch());
    expect(search()).toBe('sort=year&order=DESC&maker=1&model=101');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await applied().findByText('TOYOTA')).toBeInTheDocument();
    expect(await applied().findByText('PRIUS')).toBeInTheDocument();
    expect(barSearch()).toHaveAttribute('aria-disabled', 'true');

    await act(() => router.navigate(-1));
    expect(search()).toBe('page=3&sort=year&order=DESC');
    expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument();
    expect(chip(/^Model/)).toBeDisabled();
    await act(() => router.navigate(1));
    expect(await applied().findByText('PRIUS')).toBeInTheDocument();
  });

  it('keeps Model disabled without a maker and drops the models of an unchosen maker', async () => {
    mockFilterApi();
    const { user, search } = renderFilters('/car-auction?maker=1,3&model=101,301');
    expect(chip(/^Model/)).toBeEnabled();
    await user.click(chip(/^Maker/));
    const makers = await screen.findByRole('dialog', { name: 'Maker' });
    // Wait for the model lists (they name the chips and tell whose model is whose).
    expect(await applied().findByText('FIT')).toBeInTheDocument();
    await user.click(await within(makers).findByRole('option', { name: 'TOYOTA (4 953)' }));
    await user.click(barSearch());
    expect(search()).toBe('maker=3&model=301');

    await user.click(chip(/^Maker/));
    await user.click(await within(await screen.findByRole('dialog', { name: 'Maker' })).findByRole('option', { name: 'HONDA (2 317)' }));
    expect(chip(/^Model/)).toBeDisabled();
    await user.click(barSearch());
    expect(search()).toBe('');
  });

  it('removes one applied value with its chip, and everything with Clear all', async () => {
    mockFilterApi();
    const { user, search } = renderFilters('/car-auction?page=2&sort=year&order=ASC&maker=1,3&model=101&color=BLACK&mileage=10000,0&search=123');
    expect(await applied().findByText('PRIUS')).toBeInTheDocument();
    expect(applied().getByText('Mileage, km: from 10 000')).toBeInTheDocument();
    expect(applied().getByText('Color: BLACK')).toBeInTheDocument();
    expect(applied().getByText('Lot no. 123')).toBeInTheDocument();

    await user.click(applied().getByRole('button', { name: 'Remove: TOYOTA' }));
    expect(search()).toBe('sort=year&order=ASC&mileage=10000,0&color=BLACK&maker=3&search=123');
    await user.click(applied().getByRole('button', { name: 'Remove: Color: BLACK' }));
    expect(search()).toBe('sort=year&order=ASC&mileage=10000,0&maker=3&search=123');

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(search()).toBe('sort=year&order=ASC');
    expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Lot number' })).toHaveValue('');
  });

  it('disables Search while nothing changed or a range is invalid, and says why', async () => {
    mockFilterApi();
    const { user, search } = renderFilters('/car-auction?mileage=10000,0');
    expect(barSearch()).toHaveAttribute('aria-disabled', 'true');
    expect(barSearch()).toHaveAccessibleDescription('Change a filter first: these are the filters already applied.');
    await user.click(barSearch());
    expect(search()).toBe('mileage=10000,0');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Change a filter first');

    await user.click(chip(/^Range/));
    const range = await screen.findByRole('dialog', { name: 'Range' });
    const from = within(range).getByRole('textbox', { name: 'Mileage, km: from' });
    const to = within(range).getByRole('textbox', { name: 'Mileage, km: to' });
    expect(from).toHaveValue('10 000');
    expect(to).toHaveAttribute('placeholder', 'to 471 000');
    await user.clear(from);
    await user.type(from, '5x0000');
    expect(from).toHaveValue('50 000');
    await user.type(to, '10000');
    expect(to).toHaveValue('10 000');
    expect(within(range).getByText('“From” must not be greater than “to”.')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(barSearch()).toHaveAttribute('aria-disabled', 'true');
    expect(barSearch()).toHaveAccessibleDescription('Correct the highlighted values first.');

    await user.type(to, '0');
    expect(to).toHaveValue('100 000');
    const year = within(range).getByRole('textbox', { name: 'Year: from' });
    await user.type(year, '2015.5');
    expect(year).toHaveValue('2015');
    // 0 and 0 mean no filter.
    await user.type(within(range).getByRole('textbox', { name: 'Engine, cc: from' }), '0');
    expect(barSearch()).not.toHaveAttribute('aria-disabled');
    await user.click(within(range).getByRole('button', { name: 'Search' }));
    expect(search()).toBe('mileage=50000,100000&year=2015,0');
    expect(applied().getByText('Mileage, km: 50 000–100 000')).toBeInTheDocument();
    expect(applied().getByText('Year: from 2015')).toBeInTheDocument();
  });

  it('picks week days and a typed date, shaped YYYY-MM-DD as the digits come', async () => {
    mockFilterApi();
    const { user, search } = renderFilters();
    await user.click(chip(/^Date/));
    const dates = await screen.findByRole('dialog', { name: 'Date' });
    const monday = await within(dates).findByRole('button', { name: 'Mon 2026-11-23' });
    await user.click(monday);
    expect(monday).toHaveAttribute('aria-pressed', 'true');
    const input = within(dates).getByRole('textbox', { name: 'Auction date' });
    await user.type(input, '2026112');
    expect(input).toHaveValue('2026-11-2');
    await user.type(input, '0{Enter}');
    expect(input).toHaveValue('');
    expect(within(within(dates).getByRole('list', { name: 'Chosen dates' })).getByText('2026-11-20')).toBeInTheDocument();
    await user.type(input, '20260230');
    expect(within(dates).getByText('There is no such date. Use YYYY-MM-DD.')).toBeInTheDocument();
    await user.click(barSearch());
    expect(search()).toBe('date=2026-11-20,2026-11-23');
    expect(applied().getByText('Mon 2026-11-23')).toBeInTheDocument();
  });

  it('adds a typed date by itself after a short pause', async () => {
    mockFilterApi();
    const { user } = renderFilters('/sales-statistic', 'stats');
    await user.click(chip(/^Date/));
    const dates = await screen.findByRole('dialog', { name: 'Date' });
    // Statistics are past days: no coming week days there.
    expect(within(dates).queryByRole('group', { name: 'Auction days' })).not.toBeInTheDocument();
    await user.type(within(dates).getByRole('textbox', { name: 'Auction date' }), '20261120');
    await waitFor(() => expect(within(dates).getByRole('list', { name: 'Chosen dates' })).toHaveTextContent('2026-11-20'), { timeout: 2000 });
    expect(chip(/^Date/)).toHaveAccessibleName(/Date 1 selected/);
  });

  it('edits the additional lists in tabs, statuses in the interface language, an empty list saying so', async () => {
    mockFilterApi();
    const { user, search } = renderFilters();
    await user.click(chip(/^Additional/));
    const popover = await screen.findByRole('dialog', { name: 'Additional' });
    await user.click(within(popover).getByRole('tab', { name: 'Color' }));
    expect(await within(popover).findByText('No options')).toBeInTheDocument();
    await user.click(within(popover).getByRole('tab', { name: 'Status' }));
    await user.click(within(popover).getByRole('option', { name: 'Upcoming' }));
    await user.click(within(popover).getByRole('tab', { name: 'Auction' }));
    await user.click(within(popover).getByRole('option', { name: 'TAA Kinki' }));
    expect(within(popover).getByRole('tab', { name: /Auction 1 selected/ })).toBeInTheDocument();
    await user.click(barSearch());
    expect(search()).toBe('status=4532&auction=7');
    expect(await applied().findByText('Auction: TAA Kinki')).toBeInTheDocument();
    expect(applied().getByText('Status: Upcoming')).toBeInTheDocument();
  });

  it('asks for the maker and model counts in the list s view: by default the car auctions still taking bids', async () => {
    const calls = mockFilterApi();
    const facetCalls = () => calls.filter((c) => /\/(maker|model)$/.test(c.url.pathname)).map((c) => `${c.url.pathname.replace('/api/v1', '')}?${c.url.searchParams}`);
    const { user } = renderFilters('/car-auction?maker=1&model=101');
    // The chips are named from the view's lists.
    expect(await applied().findByText('PRIUS')).toBeInTheDocument();
    await user.click(chip(/^Maker/));
    await screen.findByRole('option', { name: 'TOYOTA (4 953)' });
    await waitFor(() => expect(facetCalls()).toEqual(expect.arrayContaining(['/car-auction/maker?bidding=open', '/car-auction/model?id=1&bidding=open'])));
    expect(facetCalls().every((c) => c.includes('bidding=open'))).toBe(true);
  });

  it('names a chosen maker and model without lots still taking bids from the lists of every lot', async () => {
    // Only Honda has lots still taking bids.
    mockApi(({ url }) => {
      const open = url.searchParams.get('bidding') === 'open';
      if (url.pathname.endsWith('/maker')) return json(200, open ? MAKERS.filter((m) => m.label === 'HONDA') : MAKERS);
      if (url.pathname.endsWith('/model')) return json(200, open ? [] : (MODELS[Number(url.searchParams.get('id'))] ?? []));
      return json(404, { success: false, message: 'not_found' });
    });
    renderFilters('/car-auction?maker=1&model=101');
    expect(await applied().findByText('TOYOTA')).toBeInTheDocument();
    expect(await applied().findByText('PRIUS')).toBeInTheDocument();
  });

  it('keeps the view of every lot (bidding=all) when Clear all removes the filters', async () => {
    mockFilterApi();
    const { user, search } = renderFilters('/car-auction?bidding=all&maker=1');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(search()).toBe('bidding=all');
  });

  it('asks for the counts of every lot with bidding=all, a chosen day, and on the other listings', async () => {
    for (const at of ['/car-auction?bidding=all', '/car-auction?date=2026-11-25', '/stock']) {
      const calls = mockFilterApi();
      const { user } = renderFilters(at, at.startsWith('/stock') ? 'stock' : 'car-auction');
      await user.click(chip(/^Maker/));
      await screen.findByRole('option', { name: 'TOYOTA (4 953)' });
      const makers = calls.filter((c) => c.url.pathname.endsWith('/maker'));
      expect(makers.length, at).toBeGreaterThan(0);
      for (const c of makers) expect(c.url.searchParams.has('bidding'), at).toBe(false);
      cleanup();
    }
  });

  it('moves through a list with the keyboard', async () => {
    mockFilterApi();
    const { user, search } = renderFilters();
    await user.click(chip(/^Maker/));
    const box = await within(await screen.findByRole('dialog', { name: 'Maker' })).findByRole('combobox');
    await screen.findByRole('option', { name: 'TOYOTA (4 953)' });
    expect(box).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('option', { name: 'HONDA (2 317)' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(barSearch());
    expect(search()).toBe('maker=3');
  });

  it('sanitizes the quick search to digits, runs it on Enter, and after a pause while typing', async () => {
    mockFilterApi();
    const { user, search } = renderFilters('/car-auction?page=4&maker=1');
    const box = screen.getByRole('textbox', { name: 'Lot number' });
    await user.type(box, 'ab12 3x');
    expect(box).toHaveValue('123');
    await user.type(box, '{Enter}');
    expect(search()).toBe('maker=1&search=123');

    await user.type(box, '4567890123');
    expect(box).toHaveValue('123456789');
    expect(search()).toBe('maker=1&search=123');
    await waitFor(() => expect(search()).toBe('maker=1&search=123456789'), { timeout: 2500 });

    await user.click(screen.getByRole('button', { name: 'Clear the lot number' }));
    expect(search()).toBe('maker=1');
    expect(box).toHaveValue('');
  });
});
