import type { Test } from '@jest/test-result';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the sequencer is the CommonJS module Jest loads
const LongestFirstSequencer = require('./sequencer.js') as new (options: { contexts: unknown[]; globalConfig: unknown }) => { sort(tests: Test[]): Promise<Test[]> };

const test_ = (path: string, size: number): Test => ({ path, duration: undefined, context: { config: {}, hasteFS: { getSize: () => size } } }) as unknown as Test;

describe('the longest-first test order', () => {
  it('moves the known long suites to the front, in the listed order, and keeps Jest’s order for the rest', async () => {
    const sequencer = new LongestFirstSequencer({ contexts: [], globalConfig: {} });
    const tests = [
      test_('/repo/shared-ui/src/a.test.tsx', 9_000),
      test_('/repo/api/src/modules/booking/cart/cart-concurrency.test.ts', 1_000),
      test_('/repo/api/src/lib/b.test.ts', 5_000),
      test_('/repo/api/src/modules/booking/cart/cart-concurrency-kinds.test.ts', 500),
    ];
    const sorted = (await sequencer.sort(tests)).map((test) => test.path.split('/').at(-1));
    // Without timings from an earlier run Jest orders by size, largest first: a.test, then b.test.
    expect(sorted).toEqual(['cart-concurrency-kinds.test.ts', 'cart-concurrency.test.ts', 'a.test.tsx', 'b.test.ts']);
  });
});
