import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeBid } from '../../test/manage-fixtures';
import { nameStartsWithVisibleText } from '../../../../test/visible-text';
import { PhotoSlider } from './photo-slider';

describe('the photo counter of a bid row', () => {
  it('is named starting with the counter it shows (WCAG 2.5.3, issue 18 §3)', () => {
    const images = Array.from({ length: 9 }, (_, i) => `/media/lots/1/${i}.svg`);
    render(
      <MemoryRouter>
        <PhotoSlider bid={makeBid({ images, lotNo: 4412 })} href="/car-auction/1" />
      </MemoryRouter>,
    );
    const counter = screen.getByRole('button', { name: '1 / 9 — photos of lot 4412' });
    expect(counter).toHaveTextContent('1 / 9');
    expect(nameStartsWithVisibleText(counter)).toBe(true);
  });

  it('keeps its plain name when there is one photo and no counter', () => {
    render(
      <MemoryRouter>
        <PhotoSlider bid={makeBid({ images: ['/media/lots/1/0.svg'], lotNo: 4412 })} href="/car-auction/1" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Photos of lot 4412' })).toBeInTheDocument();
  });

  // The first card's photo is a phone's largest paint on the bid lists (issue 22 §4).
  it('loads the first card’s photo at once and first, the others lazily', () => {
    const images = ['/media/lots/1/0.svg', '/media/lots/1/1.svg'];
    const { container } = render(
      <MemoryRouter>
        <PhotoSlider bid={makeBid({ images, lotNo: 1 })} href="/car-auction/1" priority />
        <PhotoSlider bid={makeBid({ images, lotNo: 2 })} href="/car-auction/2" />
      </MemoryRouter>,
    );
    const [first, second] = [...container.querySelectorAll('img')];
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });
});
