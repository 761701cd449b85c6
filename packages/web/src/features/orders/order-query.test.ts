import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { orderPayload } from './order-query';

// The order list's filters as ProductionOrder/Query conditions (issue 33).

describe('orderPayload', () => {
  it('sends nothing without filters', () => {
    expect(orderPayload({})).toEqual({ fixedFilters: [], filters: [] });
    expect(orderPayload({ text: '  ' })).toEqual({ fixedFilters: [], filters: [] });
  });

  it('asks for the orders whose planned span overlaps the dates', () => {
    const { fixedFilters } = orderPayload({ from: dayjs('2026-03-01'), to: dayjs('2026-03-31') });
    expect(fixedFilters).toEqual([
      { name: 'plannedEnd', compare: 'ge', value: '2026-03-01', relate: 'and' },
      { name: 'plannedStart', compare: 'le', value: '2026-03-31', relate: 'and' },
    ]);
  });
});
