// @ts-check
const Sequencer = require('@jest/test-sequencer').default;

/**
 * Jest's own order, with the suites known to run longest moved to the front. Jest orders by the durations of an
 * earlier run when its cache has them; a clean CI checkout has none, so it falls back to file size, and a small file
 * with a long race (the 200-cart holds) started last and ran alone for a minute while the other worker sat idle.
 * Longest first lets the short suites fill in beside them. Keep the list to suites of 30 s and more in CI
 * (.tmp/reports/jest.json: endTime - startTime).
 */
const LONGEST_FIRST = [
  '/api/src/modules/booking/cart/cart-concurrency-kinds.test.ts',
  '/api/src/modules/booking/cart/cart-concurrency.test.ts',
  '/mfe-checkout/src/features/checkout/__tests__/checkout-payments.test.tsx',
  '/api/src/modules/booking/checkout/checkout.test.ts',
  '/api/src/modules/core/tours/tours.test.ts',
  '/api/src/db/db.test.ts',
  '/api/src/modules/booking/__tests__/interleavings.property.test.ts',
];

class LongestFirstSequencer extends Sequencer {
  /** @param {import('@jest/test-result').Test[]} tests */
  async sort(tests) {
    const ordered = await super.sort(tests);
    const rank = (/** @type {import('@jest/test-result').Test} */ test) => {
      const at = LONGEST_FIRST.findIndex((suffix) => test.path.replaceAll('\\', '/').endsWith(suffix));
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    // Array.prototype.sort is stable: everything else keeps Jest's order.
    return [...ordered].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = LongestFirstSequencer;
