import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import '../test-utils';
import { TokyoClock } from './tokyo-clock';

const originalTz = process.env.TZ;

beforeEach(() => {
  // A machine far from Japan: the clock must not show its local time.
  process.env.TZ = 'America/Los_Angeles';
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  process.env.TZ = originalTz;
});

describe('TokyoClock', () => {
  it('shows Japan date and time (UTC+9) regardless of the machine’s zone', () => {
    vi.setSystemTime(new Date('2024-12-31T15:00:00Z'));
    expect(new Date().getDate()).toBe(31); // still Dec 31 in Los Angeles
    render(<TokyoClock />);
    expect(screen.getByTestId('tokyo-date')).toHaveTextContent('2025-01-01');
    expect(screen.getByTestId('tokyo-time')).toHaveTextContent('00:00:00');
    expect(screen.getByText('Tokyo')).toBeInTheDocument();
  });

  it('ticks every second', () => {
    vi.setSystemTime(new Date('2025-03-09T14:59:58Z'));
    render(<TokyoClock />);
    expect(screen.getByTestId('tokyo-time')).toHaveTextContent('23:59:58');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('tokyo-time')).toHaveTextContent('23:59:59');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('tokyo-date')).toHaveTextContent('2025-03-10');
    expect(screen.getByTestId('tokyo-time')).toHaveTextContent('00:00:00');
  });

  it('stops ticking when unmounted', () => {
    const { unmount } = render(<TokyoClock />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
