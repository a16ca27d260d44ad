import { describe, expect, it } from 'vitest';
import { auctionWeekDays } from './site.service.js';

describe('auctionWeekDays', () => {
  it('starts today in Japan time even when it is still yesterday in UTC', () => {
    // 2026-11-20 (Fri) 16:00 UTC is Saturday 01:00 in Tokyo.
    expect(auctionWeekDays(new Date('2026-11-20T16:00:00Z'))).toEqual([
      { value: '2026-11-21', label: 'Sat' },
      { value: '2026-11-23', label: 'Mon' },
      { value: '2026-11-24', label: 'Tue' },
      { value: '2026-11-25', label: 'Wed' },
      { value: '2026-11-26', label: 'Thu' },
      { value: '2026-11-27', label: 'Fri' },
    ]);
  });

  it('skips a Sunday today and crosses month ends', () => {
    // Sunday 2026-11-29 10:00 in Tokyo.
    const days = auctionWeekDays(new Date('2026-11-29T01:00:00Z'));
    expect(days.map((d) => d.value)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(days.map((d) => d.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });
});
