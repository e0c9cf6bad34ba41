import { NotBuiltYetPage, RemoteVersion, Stack } from 'shared-ui';
import { version } from '../../../expose/version';
import { PAGES } from '../../../app/paths';

/** The area's landing: the terminal operator login, not built yet. */
export function TerminalSetup() {
  return (
    <Stack gap="4" maxW="xl" mx="auto" px="6" py="8">
      <NotBuiltYetPage titleId={PAGES.setup.titleId} breadcrumbs={[]} />
      <RemoteVersion name="mfe-terminal" version={version} />
    </Stack>
  );
}
