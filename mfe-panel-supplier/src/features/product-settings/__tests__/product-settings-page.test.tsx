import { screen, within } from '@testing-library/react';
import { Policy } from 'shared-contracts/enums';
import { createSupplier } from 'shared-contracts/testing';
import { currentUserAtom, pageMetaAtom, sessionStore } from 'shared-runtime/session';
import { renderArea } from './render-area';

const supplier = createSupplier();

afterEach(() => sessionStore.set(currentUserAtom, null));

describe('product settings (issue 12 §5)', () => {
  it('links to cancellation policies and, with the package policy, to supplier consent', async () => {
    renderArea('/en/npanel/product-settings', supplier);
    const nav = await screen.findByRole('navigation', { name: 'Product settings' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Cancellation policies', '/en/npanel/product-settings/cancellation-policy'],
      ['Supplier consents', '/en/npanel/product-settings/supplier-consent'],
    ]);
    expect(sessionStore.get(pageMetaAtom)).toEqual({
      title: 'areas.supplier.productSettings',
      breadcrumbs: [{ label: 'nav.profile', href: '/en/npanel' }, { label: 'areas.supplier.productSettings' }],
    });
  });

  it('leaves supplier consent out for a supplier without SUPPLIER_PACKAGE_POLICY', async () => {
    renderArea('/sv/npanel/product-settings', createSupplier({ policies: [Policy.ACTIVITY_MODULE] }), 'sv');
    const nav = await screen.findByRole('navigation', { name: 'Produktinställningar' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Avbokningsvillkor']);
  });
});
