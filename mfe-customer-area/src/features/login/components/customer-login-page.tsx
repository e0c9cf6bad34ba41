import { useT } from 'shared-runtime/session';
import { Text } from 'shared-ui';
import { Navigate, useParams, useSearchParams } from 'shared-ui/router';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { CustomerPage } from '../../../components/customer-page';
import { hrefs, PAGES } from '../../../app/paths';
import { useCustomerSession } from '../api/get-customer-session';
import { EmailLinkForm } from './email-link-form';

/** customer-reservation/login: the guest's e-mail login (spec 001 §2). Already logged in → the bookings. */
export function CustomerLoginPage() {
  const t = useT();
  const { lang = DEFAULT_LOCALE } = useParams();
  const [params] = useSearchParams();
  const session = useCustomerSession();
  if (session.data) return <Navigate to={hrefs.bookings(lang)} replace />;
  return (
    <CustomerPage titleId={PAGES.login.titleId}>
      <Text>{t('site.customer.login.intro')}</Text>
      <EmailLinkForm defaultEmail={params.get('email') ?? ''} submitLabel={t('site.customer.login.submit')} />
    </CustomerPage>
  );
}
