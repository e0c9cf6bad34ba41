import { NotBuiltYetPage, RemoteVersion, Stack } from 'shared-ui';
import { version } from '../../../expose/version';
import { PAGES } from '../../../app/paths';

/** The checkout area's landing: the booking details page, not built yet. */
export function BookingDetailsPage() {
  return (
    <Stack gap="4" maxW="4xl" mx="auto" px="6" py="8">
      <NotBuiltYetPage titleId={PAGES.bookingDetails.titleId} breadcrumbs={[]} />
      <RemoteVersion name="mfe-checkout" version={version} />
    </Stack>
  );
}
