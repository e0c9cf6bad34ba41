import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useSWR from 'swr';
import { ApiError } from 'shared-contracts/errors';
import { DetailsField, DetailsFrame, DetailsSection, type DetailsFrameProps } from '../details/details-frame';
import { renderKit } from './render-kit';

interface Payment {
  amount: string;
  status: string;
  method: string;
}

const PAYMENT: Payment = { amount: 'NOK 1,500.00', status: 'Paid', method: 'Card' };
const failure = (status: number, message: string) => new ApiError({ status, message, code: status === 404 ? 'NOT_FOUND' : 'INTERNAL' });

/** A payment's page as a remote builds it: the frame around the record its SWR hook reads. */
function PaymentPage({ read, ...props }: { read: () => Promise<Payment> } & Partial<DetailsFrameProps<Payment>>) {
  const record = useSWR('payment', read, { shouldRetryOnError: false });
  return (
    <DetailsFrame
      record={record}
      back={{ to: '/en/npanel/payments', label: 'Back to the payments' }}
      heading={record.data ? `Payment of ${record.data.amount}` : 'Payment'}
      badge={(payment) => <span>{payment.status}</span>}
      loadingLabel="Loading the payment…"
      {...props}
    >
      {(payment) => (
        <DetailsSection title="Summary">
          <DetailsField label="Method">{payment.method}</DetailsField>
          <DetailsField label="Status" group>
            {payment.status}
          </DetailsField>
        </DetailsSection>
      )}
    </DetailsFrame>
  );
}

describe('DetailsFrame', () => {
  it('says it is loading, then shows the way back, the heading with the badge, and the sections', async () => {
    let arrive!: (payment: Payment) => void;
    renderKit(<PaymentPage read={() => new Promise((resolve) => (arrive = resolve))} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the payment…');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    arrive(PAYMENT);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Payment of NOK 1,500.00' });
    expect(heading.parentElement).toHaveTextContent('Paid');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the payments' })).toHaveAttribute('href', '/en/npanel/payments');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Method').nextElementSibling).toHaveTextContent('Card');
    // Only a field asked to be a group is one, named by its label.
    expect(within(summary).getByRole('group', { name: 'Status' })).toHaveTextContent('Paid');
    expect(within(summary).queryByRole('group', { name: 'Method' })).not.toBeInTheDocument();
  });

  it('shows a failed read with its message, and Retry reads it again', async () => {
    const read = jest.fn<Promise<Payment>, []>().mockRejectedValueOnce(failure(500, 'The payments service is not answering.')).mockResolvedValue(PAYMENT);
    const user = userEvent.setup();
    renderKit(<PaymentPage read={read} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('The payments service is not answering.');
    expect(screen.queryByRole('link', { name: 'Back to the payments' })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment of NOK 1,500.00' })).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what the caller’s errorText says about a failure', async () => {
    renderKit(<PaymentPage read={() => Promise.reject(new Error('socket hang up'))} errorText={() => 'The payment could not be read.'} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment could not be read.');
    expect(alert).not.toHaveTextContent('socket hang up');
  });

  it('shows a 404 as not found, with the way back and no retry', async () => {
    renderKit(<PaymentPage read={() => Promise.reject(failure(404, 'Not found'))} notFound={{ title: 'This payment was not found', description: 'It may be another supplier’s.' }} />);
    expect(await screen.findByRole('heading', { name: 'This payment was not found' })).toBeInTheDocument();
    expect(screen.getByText('It may be another supplier’s.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the payments' })).toHaveAttribute('href', '/en/npanel/payments');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows a 404 as an error to retry when the page has no not-found state', async () => {
    renderKit(<PaymentPage read={() => Promise.reject(failure(404, 'The payment was not found.'))} />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The payment was not found.'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
