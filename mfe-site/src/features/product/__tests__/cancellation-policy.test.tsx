import { screen } from '@testing-library/react';
import { renderStorefront } from '../../../testing/render-storefront';
import { CancellationPolicy } from '../components/cancellation-policy';

describe('cancellation policy on the product page', () => {
  it('rounds a part-day notice up, as the guest area does: a 100-hour tier reads "5 days"', () => {
    renderStorefront(
      <CancellationPolicy
        tiers={[
          { hours: 100, refund_percentage: 100 },
          { hours: 73, refund_percentage: 50 },
          { hours: 72, refund_percentage: 25 },
          { hours: 0, refund_percentage: 0 },
        ]}
      />,
    );
    expect(screen.getByText('Free cancellation up to 5 days before')).toBeInTheDocument();
    expect(screen.getByText('50% refund up to 4 days before')).toBeInTheDocument();
    expect(screen.getByText('25% refund up to 72 hours before')).toBeInTheDocument();
    expect(screen.getByText('No refund less than 72 hours before')).toBeInTheDocument();
  });

  it('says the notice in Norwegian with the same rule', () => {
    renderStorefront(<CancellationPolicy tiers={[{ hours: 100, refund_percentage: 100 }, { hours: 0, refund_percentage: 0 }]} />, { locale: 'no' });
    expect(screen.getByText('Gratis avbestilling inntil 5 dager før')).toBeInTheDocument();
  });
});
