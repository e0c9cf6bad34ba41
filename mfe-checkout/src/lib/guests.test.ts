import { translate } from 'shared-runtime/i18n';
import type { T } from 'shared-runtime/session';
import { installCatalogue } from 'shared-runtime/testing';
import { guestText } from './guests';

beforeAll(() => installCatalogue('no'));

const en: T = (id, values) => translate('en', id, values);
const no: T = (id, values) => translate('no', id, values);

describe('guestText in the cart and on the thank-you page', () => {
  it('reads as spec 001 writes it, with plurals', () => {
    expect(guestText(en, 2, 1)).toBe('2 Adults & 1 Child');
    expect(guestText(en, 1, 0)).toBe('1 Adult');
    expect(guestText(en, 3, 2)).toBe('3 Adults & 2 Children');
  });

  it('inflects in Norwegian', () => {
    expect(guestText(no, 2, 1)).toBe('2 voksne og 1 barn');
    expect(guestText(no, 1, 0)).toBe('1 voksen');
  });
});
