import { useEffect } from 'react';
import { useNavigate } from 'shared-ui/router';
import { COOKIES } from 'shared-contracts/constants';
import { CustomerLogoutAnswerSchema } from 'shared-contracts/customer';
import { getHttpClient } from 'shared-runtime/http';
import { CUSTOMER_MANIFEST, pageHref } from 'shared-contracts/manifests/storefront';
import { api } from 'shared-contracts/paths';
import { customerTokenAtom, deleteCookie, sessionStore, useT } from 'shared-runtime/session';
import { LoadingState } from 'shared-ui';

/** Ends the guest customer's session only; a panel session in the same browser is left alone. */
export function clearCustomerSession(): void {
  sessionStore.set(customerTokenAtom, null);
  deleteCookie(COOKIES.customerToken.name);
}

/**
 * Tells the API to revoke the session and clear its HttpOnly cookie (script cannot). Best effort: whatever it
 * answers, the session is over on this side. 'public' with the bearer by hand: a 401 here only means "already
 * logged out", and must not make the client navigate on its own.
 */
async function revokeCustomerSession(token: string | null): Promise<void> {
  try {
    await getHttpClient().post(api.customer.logout.path(), {}, CustomerLogoutAnswerSchema, {
      kind: 'public',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    // Offline, already logged out, server down: the local session is cleared all the same.
  }
}

let revoking: Promise<void> | null = null;

/** /{lang}/logout on the storefront (spec 001 §2): ends the customer session and goes to the customer login. */
export function CustomerLogout({ lang }: { lang: string }) {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    // One revocation for a double effect run (StrictMode) or a quick second visit.
    if (!revoking) {
      const token = sessionStore.get(customerTokenAtom);
      // Nothing on this page may use the session any more, whatever the API answers.
      clearCustomerSession();
      revoking = revokeCustomerSession(token).finally(() => {
        revoking = null;
      });
    }
    void revoking.then(() => {
      if (active) navigate(pageHref(CUSTOMER_MANIFEST.pages['customer.login'], { lang }), { replace: true });
    });
    return () => {
      active = false;
    };
  }, [lang, navigate]);
  return <LoadingState label={t('shell.logout.pending')} />;
}
