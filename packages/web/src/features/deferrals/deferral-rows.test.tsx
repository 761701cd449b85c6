import { describe, expect, it } from 'vitest';
import type { PageRequest } from '../../components/list-query';
import { withLeadingRows } from './deferral-rows';

// The deferrals before a paged list's rows (issue 32): each page of the whole holds the leading rows that fall in it,
// then the list's rows from where they begin; the total counts both, and no row is shown twice or skipped.

/** A server list of `total` numbered rows, paged as the server pages, recording the pages asked. */
function serverList(total: number) {
  const asked: number[] = [];
  const list = async ({ page, pageSize }: PageRequest) => {
    asked.push(page);
    const items = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * pageSize, page * pageSize);
    return { items, totalItems: total };
  };
  return { list, asked };
}

describe('withLeadingRows', () => {
  it('pages the leading rows and the list as one sequence', async () => {
    const lead = ['d1', 'd2', 'd3'];
    const server = serverList(12);
    const query = withLeadingRows(lead, server.list);
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(await query({ page, pageSize: 5 }));
    expect(pages.map((p) => p.items)).toEqual([
      ['d1', 'd2', 'd3', 1, 2],
      [3, 4, 5, 6, 7],
      [8, 9, 10, 11, 12],
    ]);
    expect(pages.every((p) => p.totalItems === 15)).toBe(true);
    // Page 2 spans the list's pages 1 and 2; page 1 needs only the list's first.
    expect(server.asked).toEqual([1, 1, 2, 2, 3]);
  });

  it('fills whole pages with leading rows, and asks the list only for its total then', async () => {
    const lead = Array.from({ length: 7 }, (_, i) => `d${i + 1}`);
    const server = serverList(2);
    const query = withLeadingRows(lead, server.list);
    expect(await query({ page: 1, pageSize: 5 })).toEqual({ items: ['d1', 'd2', 'd3', 'd4', 'd5'], totalItems: 9 });
    expect(await query({ page: 2, pageSize: 5 })).toEqual({ items: ['d6', 'd7', 1, 2], totalItems: 9 });
  });

  it('is the list itself without leading rows', async () => {
    const server = serverList(7);
    const query = withLeadingRows([], server.list);
    expect(await query({ page: 2, pageSize: 5 })).toEqual({ items: [6, 7], totalItems: 7 });
    expect(server.asked).toEqual([2]);
  });
});
