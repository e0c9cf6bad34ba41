import { apportion, reversalTo, shareWeights, splitSale } from './earnings-rules';

describe('apportion (largest remainder)', () => {
  test('parts sum to the total and the left-over units go to the largest fractions', () => {
    // 100 × 1/3 each: 33.33… three times, one unit left, to the first on the tie.
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 10 × (0.25, 0.35, 0.4) = 2.5, 3.5, 4: floors 2, 3, 4; one unit left, the tie 0.5/0.5 goes to the earlier party.
    expect(apportion(10, [25, 35, 40])).toEqual([3, 3, 4]);
    expect(apportion(7, [0, 5, 0])).toEqual([0, 7, 0]);
  });

  test('all-zero weights give zeros; bad input throws', () => {
    expect(apportion(50, [0, 0, 0])).toEqual([0, 0, 0]);
    expect(() => apportion(-1, [1])).toThrow();
    expect(() => apportion(1.5, [1])).toThrow();
    expect(() => apportion(1, [-1, 2])).toThrow();
  });

  test('large amounts stay exact', () => {
    const parts = apportion(2_147_483_647, [2_000_000_000, 147_483_647, 1]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(2_147_483_647);
  });
});

describe('splitSale', () => {
  test('supplier, partner and platform shares sum to the price', () => {
    expect(splitSale(10_001, { partnerBp: 1000, platformBp: 1500 })).toEqual({ supplier: 7501, partner: 1000, platform: 1500 });
    expect(splitSale(99_999, { partnerBp: 333, platformBp: 1234 })).toEqual({ supplier: 84_329, partner: 3330, platform: 12_340 });
  });

  test('partner + platform are capped at 100 %; the platform gives way', () => {
    expect(shareWeights({ partnerBp: 8000, platformBp: 5000 })).toEqual({ supplier: 0, partner: 8000, platform: 2000 });
    expect(splitSale(1000, { partnerBp: 12_000, platformBp: 0 })).toEqual({ supplier: 0, partner: 1000, platform: 0 });
  });
});

describe('reversalTo', () => {
  const sale = splitSale(10_000, { partnerBp: 1000, platformBp: 1500 });

  test('a 30 % refund reverses each party pro rata, and the lines then sum to what is kept', () => {
    const lines = reversalTo(sale, sale, 7000);
    expect(lines).toEqual({ supplier: -2250, partner: -300, platform: -450 });
    expect(sale.supplier + lines.supplier + sale.partner + lines.partner + sale.platform + lines.platform).toBe(7000);
  });

  test('a second refund starts from what the parties hold now; a full refund brings all to zero', () => {
    const first = reversalTo(sale, sale, 3333);
    const held = { supplier: sale.supplier + first.supplier, partner: sale.partner + first.partner, platform: sale.platform + first.platform };
    const second = reversalTo(sale, held, 0);
    expect(held.supplier + second.supplier).toBe(0);
    expect(held.partner + second.partner).toBe(0);
    expect(held.platform + second.platform).toBe(0);
  });

  test('nothing refunded reverses nothing', () => {
    expect(reversalTo(sale, sale, 10_000)).toEqual({ supplier: 0, partner: 0, platform: 0 });
  });
});
