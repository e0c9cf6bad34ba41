import { useEffect, useId } from 'react';
import { useLocation, useNavigate } from 'shared-ui/router';
import { LIMITS } from 'shared-contracts/constants';
import { Policy, Role } from 'shared-contracts/enums';
import { hrefFor } from 'shared-contracts/manifests';
import { hasRole } from 'shared-contracts/access';
import { useAlert, useCurrentUser, useSelectedSite, useT } from 'shared-runtime/session';
import { NativeSelect, VisuallyHidden } from 'shared-ui';
import { useHttp } from '../../../lib/http';
import { loadSiteInfo } from '../../../lib/site-info';
import { usePartnerSites } from '../api/get-partner-sites';
import { decideSiteChoice, pathForSite } from '../choose-site';

const CREATE_VALUE = String(LIMITS.noSiteId);
const NONE_VALUE = '';

/**
 * The partner's site selector (spec 000 §2.8). Shown only to partners holding the site-count policy. Choosing a site
 * stores it (cookie) and loads its info; "Create new site" opens a new site's general settings unless the limit is
 * reached, in which case the selection stays and an info alert says why.
 */
export function SiteSelector({ lang }: { lang: string }) {
  const t = useT();
  const http = useHttp();
  const alert = useAlert();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useCurrentUser();
  const site = useSelectedSite();
  const hintId = useId();
  const visible = Boolean(user && hasRole(user, Role.Partner) && user.policies.includes(Policy.PARTNER_MAX_PARTNER_SITE_COUNT_2));
  const { data: sites, error, isLoading } = usePartnerSites(visible);

  useEffect(() => {
    // Spec 000 §8: a failed site list is an error alert with the error's message.
    if (error) alert.show({ status: 'error', text: error.message });
  }, [error, alert]);

  if (!visible || !user) return null;
  const declined = !user.privacy_policy_accepted;

  const choose = (value: string) => {
    if (value === NONE_VALUE) return;
    const decision = decideSiteChoice(Number(value), site.id, sites?.length ?? 0);
    if (decision.kind === 'refuse') {
      // The select is controlled by the stored id, which did not change: it snaps back to the previous site.
      alert.show({ status: 'info', messageId: 'errors.maxSiteLimit' });
      return;
    }
    if (decision.kind === 'create') {
      site.setId(LIMITS.noSiteId);
      site.setInfo(null);
      navigate(hrefFor('partner.site.settings.generalSettings', { lang, siteId: LIMITS.noSiteId }));
      return;
    }
    const previous = site.id;
    site.setId(decision.siteId);
    void loadSiteInfo(http, decision.siteId);
    const samePageElsewhere = previous === LIMITS.noSiteId ? null : pathForSite(location.pathname, previous, decision.siteId);
    if (samePageElsewhere) navigate(`${samePageElsewhere}${location.search}`);
  };

  const value = site.id === LIMITS.noSiteId ? NONE_VALUE : String(site.id);

  return (
    <>
      <NativeSelect.Root size="sm" width={{ base: '40', md: '64' }} disabled={declined || isLoading}>
        <NativeSelect.Field
          aria-label={t('nav.siteSelector.label')}
          aria-describedby={declined ? hintId : undefined}
          value={value}
          onChange={(event) => choose(event.currentTarget.value)}
        >
          <option value={NONE_VALUE} disabled>
            {isLoading ? t('nav.siteSelector.loading') : t('nav.siteSelector.none')}
          </option>
          {(sites ?? []).map((entry) => (
            <option key={entry.id} value={String(entry.id)}>
              {t('nav.siteSelector.option', { name: entry.name, subDomain: entry.sub_domain })}
            </option>
          ))}
          <option value={CREATE_VALUE}>{t('nav.siteSelector.createNew')}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {declined ? <VisuallyHidden id={hintId}>{t('errors.privacyPolicyDeclined')}</VisuallyHidden> : null}
    </>
  );
}
