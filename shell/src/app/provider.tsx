import { type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { RemoteSlotProvider, type RemoteSlotProps } from 'shared-runtime/remotes';
import { UiProvider } from 'shared-ui';
import { RemoteArea } from '../features/remotes/remote-area';
import { isRemoteName } from '../lib/remotes';
import { ShellServicesProvider, type ShellServices } from '../lib/services';

/** Another remote's expose inside a remote (shared-runtime/remotes), loaded and recovered as the shell's areas are. */
function renderRemoteSlot({ remote, expose, props, fallback }: RemoteSlotProps): ReactNode {
  if (!isRemoteName(remote)) throw new Error(`RemoteSlot: "${remote}" is not one of the platform's remotes`);
  return <RemoteArea remote={remote} expose={expose} {...(props ? { props } : {})} {...(fallback === undefined ? {} : { loadingFallback: fallback })} />;
}

/**
 * The shell's providers. The session store needs none: without a SessionStoreProvider the session hooks read the
 * page's sessionStore, which remotes share as a singleton. UiProvider brings the Chakra system and the page's one
 * toaster; RemoteSlotProvider lets a remote show another remote's component.
 */
export function AppProvider({ services, swr, children }: { services: ShellServices; swr?: SWRConfiguration; children: ReactNode }) {
  const content = (
    <ShellServicesProvider services={services}>
      <RemoteSlotProvider value={renderRemoteSlot}>
        <UiProvider>{children}</UiProvider>
      </RemoteSlotProvider>
    </ShellServicesProvider>
  );
  // A server-rendered page's data (ADR 0034): the answers the server drew it with, so hydration draws the same.
  return swr ? <SWRConfig value={swr}>{content}</SWRConfig> : content;
}
