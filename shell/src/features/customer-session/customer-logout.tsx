import { useEffect } from 'react';
import { useNavigate } from 'shared-ui/router';
import { COOKIES } from 'shared-contracts/constants';
import { appRoutes } from 'shared-contracts/paths';
import { customerTokenAtom, deleteCookie, sessionStore, useT } from 'shared-contracts/session';
import { LoadingState } from 'shared-ui';

/** Ends the guest customer's session only; a panel session in the same browser is left alone. */
export function clearCustomerSession(): void {
  sessionStore.set(customerTokenAtom, null);
  deleteCookie(COOKIES.customerToken.name);
}

/** /{lang}/logout on the storefront (spec 001 §2): clears the customer session and goes to the customer login. */
export function CustomerLogout({ lang }: { lang: string }) {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    clearCustomerSession();
    navigate(appRoutes.customerLogin(lang), { replace: true });
  }, [lang, navigate]);
  return <LoadingState label={t('shell.logout.pending')} />;
}
