import { Box } from 'shared-ui';
import { Navigate, useLocation, useParams } from 'shared-ui/router';
import { useService } from '../api/get-service';
import { useStorefront } from '../../../lib/storefront';
import { usePageMeta } from 'shared-runtime/session';
import { useDocumentTitle } from '../../../lib/document-title';
import { kindOfType, typeOfKind } from '../lib/kinds';
import { ActivityPage } from './activity-page';
import { HotelPage } from './hotel-page';
import { InfoPage } from './info-page';
import { PackagePage } from './package-page';
import { isNotFound, ProductError, ProductNotFound, ProductSkeleton } from './product-states';

export type ProductRouteKind = 'activity' | 'adventure' | 'event' | 'hotel' | 'package' | 'rental' | 'restaurant' | 'attraction';

/**
 * Product pages (issue 3 §4), routed at `/{lang}/{kind}/:id?`. `:id` is a numeric id or a slug. A service shown
 * under another kind's URL is sent, with replace, to its own kind's URL, so there is one address per service.
 */
export default function ProductPage({ kind }: { kind: ProductRouteKind }) {
  const { id } = useParams();
  const { href, site } = useStorefront();
  const location = useLocation();
  const service = useService(id);
  const name = service.data?.name ?? '';
  usePageMeta({ title: name, breadcrumbs: [] });
  useDocumentTitle(site.general_settings.name || site.name, name);

  let content;
  if (!id) content = <ProductNotFound />;
  else if (service.error) content = isNotFound(service.error) ? <ProductNotFound /> : <ProductError error={service.error} onRetry={() => void service.mutate()} />;
  else if (!service.data) content = <ProductSkeleton />;
  else {
    const detail = service.data;
    if (typeOfKind(kind) !== detail.service_type) {
      return <Navigate replace to={`${href(`${kindOfType(detail.service_type)}/${id}`)}${location.search}`} />;
    }
    switch (detail.service_type) {
      case 'activities':
      case 'events':
        content = <ActivityPage service={detail} />;
        break;
      case 'hotels':
        content = <HotelPage service={detail} />;
        break;
      case 'packages':
        content = <PackagePage service={detail} />;
        break;
      default:
        content = <InfoPage service={detail} />;
    }
  }

  return (
    <Box maxWidth="7xl" mx="auto" px={{ base: '4', md: '6' }} py="6" data-kind={kind}>
      {content}
    </Box>
  );
}
