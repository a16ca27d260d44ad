import { describe, expect, it } from 'vitest';
import type { AjesClient } from './ajes-client.js';
import { idRanges, pagesAfter, rawId } from './ajes-pages.js';

// A client that answers from a script of pages and records the SQL it was sent.
function scripted(pages: unknown[][]): AjesClient & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    quota: null,
    query: async (sql) => {
      sent.push(sql);
      return pages.shift() ?? [];
    },
  };
}

const collect = async (gen: AsyncGenerator<{ rows: unknown[]; lastId: number }>) => {
  const out: number[] = [];
  for await (const page of gen) out.push(page.lastId);
  return out;
};

describe('pagesAfter', () => {
  it('asks for the page after the last id it saw, and stops at a short page', async () => {
    const client = scripted([[{ ID: '5' }, { id: '9' }], [{ Id: '12' }]]);
    expect(await collect(pagesAfter(client, 'main', { afterId: 0, pageSize: 2 }))).toEqual([9, 12]);
    expect(client.sent.map((s) => /WHERE id > (\d+)/.exec(s)?.[1])).toEqual(['0', '9']);
  });

  it('stops after a full page followed by an empty one', async () => {
    const client = scripted([[{ ID: '1' }, { ID: '2' }], []]);
    expect(await collect(pagesAfter(client, 'stats', { afterId: 0, pageSize: 2 }))).toEqual([2]);
    expect(client.sent).toHaveLength(2);
  });

  it('fails instead of looping when a page does not move past the last id', async () => {
    const client = scripted([[{ ID: '7' }, { ID: '8' }], [{ ID: '3' }, { ID: '8' }]]);
    await expect(collect(pagesAfter(client, 'main', { afterId: 0, pageSize: 2 }))).rejects.toThrow(/did not move forward/);
  });
});

describe('ids and ranges', () => {
  it('reads a raw id in any key case, NaN without one', () => {
    expect([rawId({ ID: '42' }), rawId({ id: ' 7 ' }), rawId({ Id: 'x1' }), rawId({}), rawId(null)]).toEqual([42, 7, NaN, NaN, NaN]);
  });

  it('splits (above, upTo] into spans', () => {
    expect(idRanges(0, 25, 10)).toEqual([{ above: 0, upTo: 10 }, { above: 10, upTo: 20 }, { above: 20, upTo: 25 }]);
    expect(idRanges(5, 5, 10)).toEqual([]);
    expect(() => idRanges(0, 10, 0)).toThrow(RangeError);
  });
});
