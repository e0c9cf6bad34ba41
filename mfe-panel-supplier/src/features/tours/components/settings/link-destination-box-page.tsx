import { useT } from 'shared-runtime/session';
import { Alert } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { TourSettingsFrame } from './settings-frame';

/**
 * npanel/tour/settings/{id}/link-destination-box: linking the activity to a destination box (spec 002 §7.10). The
 * API has no destination boxes yet, so the page says so rather than offering a form that cannot save.
 */
export function LinkDestinationBoxPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  return (
    <TourSettingsFrame page="supplier.tour.settings.linkDestinationBox" breadcrumbs={breadcrumbs} intro={t('supplier.tours.destinationBox.intro')}>
      {() => (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('supplier.tours.destinationBox.notYet')}</Alert.Title>
            <Alert.Description>{t('supplier.tours.destinationBox.notYetHint')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </TourSettingsFrame>
  );
}
