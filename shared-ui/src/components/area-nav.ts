import { generatePath, useParams } from 'react-router-dom';
import { DEFAULT_LOCALE, LIMITS } from 'shared-contracts/constants';
import type { PaymentMethod, Policy } from 'shared-contracts/enums';
import type { MessageId } from 'shared-contracts/i18n';
import { hasAnyPolicy, useCurrentUser, useSelectedSite, useT } from 'shared-contracts/session';
import type { AreaLinkGroup } from './area-landing';

export interface AreaNavItem {
  labelId: MessageId;
  /** Route pattern relative to /{lang}; `:siteId` is filled with the selected site. */
  pattern: string;
  /** Shown only to users holding one of these (administrators bypass, spec 000 §6). */
  policies?: readonly Policy[];
  /** Disabled, with a tooltip, until a real site is selected (spec 000 §2.7). */
  needsSite?: boolean;
  /** Hidden when the selected site's merchant payment methods include none of these (Terminal Settings, §6). */
  requiredPaymentMethods?: readonly PaymentMethod[];
}

export interface AreaNavGroup {
  labelId?: MessageId;
  items: readonly AreaNavItem[];
}

/** Builds an area page's URL: `/{lang}/{pattern}` with its params filled in. */
export function areaHref(lang: string, pattern: string, params: Record<string, string | number> = {}): string {
  const values = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return generatePath(`/:lang/${pattern}`, { ...values, lang });
}

/**
 * Turns an area's navigation table into translated links for the current user, language and site.
 * Without a loaded user (a remote opened on its own) nothing is filtered: the shell's guard is what protects pages.
 */
export function useAreaNav(groups: readonly AreaNavGroup[]): AreaLinkGroup[] {
  const t = useT();
  const user = useCurrentUser();
  const { id: siteId, info: siteInfo } = useSelectedSite();
  const { lang = DEFAULT_LOCALE } = useParams();
  const hasSite = siteId !== LIMITS.noSiteId;

  return groups
    .map((group) => ({
      ...(group.labelId ? { label: t(group.labelId) } : {}),
      links: group.items
        .filter((item) => !user || !item.policies || hasAnyPolicy(user, item.policies))
        .filter((item) => {
          if (!user || !item.requiredPaymentMethods || !hasSite) return true;
          const methods = siteInfo?.merchant_of_record_payment_method ?? [];
          return item.requiredPaymentMethods.some((method) => methods.includes(method));
        })
        .map((item) => {
          const usable = !item.needsSite || hasSite;
          return {
            label: t(item.labelId),
            href: usable ? areaHref(lang, item.pattern, { siteId }) : `#${item.pattern}`,
            ...(usable ? {} : { disabledReason: t('nav.selectSiteFirst') }),
          };
        }),
    }))
    .filter((group) => group.links.length > 0);
}

/** One page of an area's path table (STYLE: src/app/paths.ts). */
export interface AreaPage {
  /** Route pattern relative to /{lang} (the shell mounts every Area at `/:lang/*`). */
  pattern: string;
  titleId: MessageId;
  /** Title when the `createParam` segment is -1 ("create", spec 000 §2.1). */
  createTitleId?: MessageId;
  createParam?: string;
}
