import { type AccessRequirements, meetsPolicies, meetsRoles } from 'shared-contracts/access';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { hrefFor, SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import type { MessageId } from 'shared-runtime/i18n';
import { useCataloguePart, useCurrentUser, usePageMeta, useT } from 'shared-runtime/session';
import { Card, Heading, Link, SimpleGrid, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { Link as RouterLink, useParams } from 'shared-ui/router';
import { PRODUCT_SETTINGS_PART } from '../../../lib/catalogue';

const PAGES = SUPPLIER_MANIFEST.pages;

interface HubLink {
  key: 'supplier.productSettings.cancellationPolicies' | 'supplier.productSettings.supplierConsents';
  descriptionId: MessageId;
}

const LINKS: readonly HubLink[] = [
  { key: 'supplier.productSettings.cancellationPolicies', descriptionId: 'supplier.productSettings.hub.cancellationPolicies' },
  { key: 'supplier.productSettings.supplierConsents', descriptionId: 'supplier.productSettings.hub.supplierConsents' },
];

/**
 * npanel/product-settings: the supplier's settings that apply across products. Each link shows only to a user the
 * linked page admits (its manifest access, as the shell's guard reads it): supplier consent needs the package policy.
 */
export function ProductSettingsPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(PRODUCT_SETTINGS_PART);
  const { lang = DEFAULT_LOCALE } = useParams();
  const user = useCurrentUser();
  const titleId = PAGES['supplier.productSettings'].title;
  usePageMeta({ title: titleId, breadcrumbs: [...breadcrumbs, { label: titleId }] });
  const shown = LINKS.filter(({ key }) => {
    const access: AccessRequirements = PAGES[key].access;
    return user !== null && meetsRoles(user, access.roles) && meetsPolicies(user, access);
  });

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(titleId)}
        </Heading>
        <Text color="fg.muted">{t('supplier.productSettings.hub.intro')}</Text>
      </Stack>
      <nav aria-label={t(titleId)}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {shown.map(({ key, descriptionId }) => (
            <Card.Root key={key} size="sm" variant="outline">
              <Card.Body gap="2">
                <Heading as="h2" size="md">
                  <Link asChild color="brand.fg">
                    <RouterLink to={hrefFor(key, { lang })}>{t(PAGES[key].title)}</RouterLink>
                  </Link>
                </Heading>
                <Text color="fg.muted">{t(descriptionId)}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </nav>
    </Stack>
  );
}
