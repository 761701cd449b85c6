import { describe, expect, it } from 'vitest';
import { openQuantity, outstanding, partRefusal } from './order-parts';
import { OrderState } from './orders';

// The counts of a reservation line and the rule of its actions (the writes' check and the rows' abilities).

const line = (over: Partial<Parameters<typeof partRefusal>[1]> = {}) => ({
  material: 1,
  quantity: 3,
  issued: 0,
  returned: 0,
  released: 0,
  ...over,
});

describe('a reservation line', () => {
  it('is open for what is neither issued nor released; a return does not reopen it', () => {
    expect(openQuantity(line())).toBe(3);
    expect(openQuantity(line({ issued: 2, returned: 2 }))).toBe(1);
    expect(openQuantity(line({ issued: 1, released: 2 }))).toBe(0);
    expect(openQuantity(line({ issued: 4 }))).toBe(0);
    expect(outstanding(line({ issued: 2.5, returned: 0.3 }))).toBe(2.2);
  });

  it('issues with a material and an open quantity, releases what is open, returns what is out', () => {
    const inWork = OrderState.InWork;
    expect(partRefusal('issue', line(), inWork)).toBeNull();
    expect(partRefusal('issue', line({ material: null }), inWork)).toBe('orderPart.notInCatalogue');
    expect(partRefusal('issue', line({ issued: 3 }), inWork)).toBe('orderPart.nothingOpen');
    expect(partRefusal('release', line({ material: null }), inWork)).toBeNull();
    expect(partRefusal('release', line({ released: 3 }), inWork)).toBe('orderPart.nothingOpen');
    expect(partRefusal('return', line(), inWork)).toBe('orderPart.nothingIssued');
    expect(partRefusal('return', line({ issued: 1 }), inWork)).toBeNull();
  });

  it('moves only while the order is released or in work; a return also once inspected', () => {
    for (const state of [OrderState.Draft, OrderState.Closed, OrderState.Cancelled]) {
      expect(partRefusal('issue', line(), state)).toBe('orderPart.orderNotOpen');
      expect(partRefusal('return', line({ issued: 1 }), state)).toBe('orderPart.orderNotOpen');
    }
    expect(partRefusal('issue', line(), OrderState.Released)).toBeNull();
    expect(partRefusal('issue', line(), OrderState.Inspected)).toBe('orderPart.orderNotOpen');
    expect(partRefusal('return', line({ issued: 1 }), OrderState.Inspected)).toBeNull();
  });
});
