import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatYen } from '@jauc/contract';
import i18n from '../../../i18n';
import { makeLot } from '../test/listing-fixtures';
import { CardPriceLines, LotPrices } from './lot-parts';

describe('a listing row shows what comparable cars sold for (issue 21 §3)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('reads "median … of N sold" under the prices, in English and Russian', async () => {
    const lot = makeLot({ id: 1, priceSummary: { count: 37, median: 412_000 } });
    const { container } = render(<LotPrices lot={lot} kind="car-auction" />);
    const line = container.querySelector('[data-price="summary"]');
    expect(line).toHaveTextContent(`median ${formatYen(412_000)} of 37 sold`);
    expect(line).toHaveAttribute('title', expect.stringMatching(/^Comparable cars sold in the last 6 months/));
    await i18n.changeLanguage('ru');
    expect(await screen.findByText(`медиана ${formatYen(412_000)} из 37 проданных`)).toBeInTheDocument();
  });

  it('uses Russian plurals, shows on cards, and is absent where none sold', async () => {
    await i18n.changeLanguage('ru');
    render(<CardPriceLines lot={makeLot({ id: 2, priceSummary: { count: 21, median: 500_000 } })} kind="stats" />);
    expect(screen.getByText(`медиана ${formatYen(500_000)} из 21 проданного`)).toBeInTheDocument();
    const { container } = render(<LotPrices lot={makeLot({ id: 3 })} kind="car-auction" />);
    expect(container.querySelector('[data-price="summary"]')).toBeNull();
  });
});
