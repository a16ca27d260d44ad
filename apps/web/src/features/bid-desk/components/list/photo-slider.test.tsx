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
});
