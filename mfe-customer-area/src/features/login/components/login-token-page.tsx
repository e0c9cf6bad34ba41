import { useEffect, useState } from 'react';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { CustomerLinkErrorCode } from 'shared-contracts/customer';
import { isApiError } from 'shared-contracts/errors';
import type { MessageId } from 'shared-runtime/i18n';
import { customerTokenAtom, sessionStore, useT } from 'shared-runtime/session';
import { Heading, Link, LoadingState, Stack, Text } from 'shared-ui';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'shared-ui/router';
import { CustomerPage } from '../../../components/customer-page';
import { hrefs, PAGES } from '../../../app/paths';
import { loginWithTokenOnce } from '../api/login-with-token';
import { EmailLinkForm } from './email-link-form';

type Refusal = { code: CustomerLinkErrorCode } | { code: 'OTHER'; message: string };

const REFUSAL_TEXT: Record<CustomerLinkErrorCode, { title: MessageId; body: MessageId }> = {
  LINK_EXPIRED: { title: 'site.customer.link.expiredTitle', body: 'site.customer.link.expired' },
  LINK_USED: { title: 'site.customer.link.usedTitle', body: 'site.customer.link.used' },
  LINK_INVALID: { title: 'site.customer.link.invalidTitle', body: 'site.customer.link.invalid' },
};

function refusalOf(error: unknown, fallback: string): Refusal {
  if (isApiError(error) && (Object.values(CustomerLinkErrorCode) as string[]).includes(error.code)) {
    return { code: error.code as CustomerLinkErrorCode };
  }
  return { code: 'OTHER', message: isApiError(error) ? error.message : fallback };
}

/**
 * customer-reservation/login/token?token=…: the arrival from the e-mailed link. The token is spent once (a second
 * effect run shares the first request), the session token goes to the store, and the bookings replace this page
 * in the history so Back does not spend the link again. `?email=` (if the link carries it) fills the new-link form.
 */
export function LoginTokenPage() {
  const t = useT();
  const navigate = useNavigate();
  const { lang = DEFAULT_LOCALE } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const email = params.get('email') ?? '';
  const [refusal, setRefusal] = useState<Refusal | null>(token ? null : { code: CustomerLinkErrorCode.LINK_INVALID });

  useEffect(() => {
    if (!token) return;
    let active = true;
    loginWithTokenOnce(token).then(
      (session) => {
        sessionStore.set(customerTokenAtom, session.customer_token);
        if (active) navigate(hrefs.bookings(lang), { replace: true });
      },
      (error: unknown) => {
        if (active) setRefusal(refusalOf(error, t('errors.somethingWentWrong')));
      },
    );
    return () => {
      active = false;
    };
  }, [token, lang, navigate, t]);

  if (!refusal) {
    return (
      <CustomerPage titleId={PAGES.loginToken.titleId}>
        <LoadingState label={t('site.customer.login.signingIn')} />
      </CustomerPage>
    );
  }

  const text = refusal.code === 'OTHER' ? null : REFUSAL_TEXT[refusal.code];
  return (
    <CustomerPage titleId={PAGES.loginToken.titleId}>
      <Stack gap="2" role="alert">
        <Heading as="h2" size="lg">
          {t(text ? text.title : 'site.customer.link.failedTitle')}
        </Heading>
        <Text>{text ? t(text.body) : refusal.code === 'OTHER' ? refusal.message : null}</Text>
      </Stack>
      <EmailLinkForm defaultEmail={email} submitLabel={t('site.customer.link.requestNew')} />
      <Link asChild alignSelf="start">
        <RouterLink to={hrefs.login(lang)}>{t('site.customer.link.backToLogin')}</RouterLink>
      </Link>
    </CustomerPage>
  );
}
