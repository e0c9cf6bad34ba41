import { NotBuiltYetPage, RemoteVersion, Stack } from 'shared-ui';
import { version } from '../../../expose/version';
import { PAGES } from '../../../app/paths';

/** The area's landing: the guest e-mail login, not built yet. */
export function CustomerLogin() {
  return (
    <Stack gap="4" maxW="xl" mx="auto" px="6" py="8">
      <NotBuiltYetPage titleId={PAGES.login.titleId} breadcrumbs={[]} />
      <RemoteVersion name="mfe-customer-area" version={version} />
    </Stack>
  );
}
