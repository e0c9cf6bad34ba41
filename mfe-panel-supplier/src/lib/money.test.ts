import { money } from 'shared-contracts/site-content';
import { majorToMinor, minorToMajorText } from './money';

describe('majorToMinor: a price typed in major units, in integer minor units', () => {
  it.each([
    ['450', 45_000],
    ['450.5', 45_050],
    ['450,50', 45_050],
    [' 0.05 ', 5],
    ['0', 0],
    ['19.99', 1_999],
  ])('%j is %d', (text, minor) => expect(majorToMinor(text)).toBe(minor));

  it.each(['', '12.345', '-1', '1e3', '1 000', '12.', '.5', 'abc'])('%j is not a price', (text) => expect(majorToMinor(text)).toBeNull());

  it('is the inverse of money(): every amount round-trips exactly', () => {
    for (const minor of [0, 1, 10, 99, 100, 1_999, 45_050, 123_456_789]) {
      expect(majorToMinor(minorToMajorText(minor, 'NOK'))).toBe(minor);
      expect(Number(minorToMajorText(minor, 'NOK'))).toBe(money(minor, 'NOK').amount);
    }
  });
});
