/** The kit's component tests render through the one render helper, with a fresh swr cache and a ConfirmProvider. */
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { renderWithProviders, type RenderOptions } from '../../testing/render';
import { ConfirmProvider } from '../confirm/use-confirm';

export function renderKit(ui: ReactElement, options: RenderOptions = {}) {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ConfirmProvider>{ui}</ConfirmProvider>
    </SWRConfig>,
    options,
  );
}
