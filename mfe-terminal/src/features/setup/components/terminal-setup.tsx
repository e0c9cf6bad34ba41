import { TERMINAL_MANIFEST } from 'shared-contracts/manifests/storefront';
import { NotBuiltYetPage, RemoteVersion, Stack } from 'shared-ui';
import { version } from '../../../expose/version';

/** The area's landing: the terminal operator login, not built yet. */
export function TerminalSetup() {
  return (
    <Stack gap="4" maxW="xl" mx="auto" px="6" py="8">
      <NotBuiltYetPage titleId={TERMINAL_MANIFEST.pages['terminal.setup'].title} breadcrumbs={[]} />
      <RemoteVersion name="mfe-terminal" version={version} />
    </Stack>
  );
}
