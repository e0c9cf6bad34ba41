import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-ui/router';
import { type ReloadGuardDeps } from '../reload-guard';
import { type RemoteLoader } from '../remote-registry';
import { RemoteArea } from '../remote-area';
import { noReload, renderShell, resetSession } from '../../../testing/render-shell';

function FakeArea() {
  return (
    <Routes>
      <Route path="npanel/tour" element={<p>Activity list from the remote</p>} />
    </Routes>
  );
}

/** A loader that fails `failures` times with `error`, then answers the fake area. */
function flakyLoader(failures: number, error: Error): RemoteLoader & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    load: async (remote, expose) => {
      calls.push(`${remote}/${expose}`);
      if (calls.length <= failures) throw error;
      return { default: FakeArea };
    },
  };
}

function renderArea(loader: RemoteLoader, reloadGuard: ReloadGuardDeps = noReload) {
  return renderShell(
    <>
      <nav aria-label="drawer">drawer still here</nav>
      <RemoteArea remote="mfe_panel_supplier" />
    </>,
    { route: '/en/npanel/tour', path: '/:lang/*', services: { remoteLoader: loader, reloadGuard } },
  );
}

describe('RemoteArea', () => {
  beforeEach(() => resetSession());

  it('mounts the remote area inside the shell router, relative to /{lang}', async () => {
    const loader = flakyLoader(0, new Error('unused'));
    renderArea(loader);
    expect(await screen.findByText('Activity list from the remote')).toBeInTheDocument();
    expect(loader.calls).toEqual(['mfe_panel_supplier/./Area']);
  });

  it('says a remote built against an incompatible shared package needs another version, with no Retry', async () => {
    const refusal = new Error(
      '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module shared-contracts/enums does not satisfy the requirement of mfe_panel_supplier which needs ^2.0.0)',
    );
    const loader = flakyLoader(1, refusal);
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderArea(loader);

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('This section needs another version of Wayhub');
    expect(panel).not.toHaveTextContent('Check your connection');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'drawer' })).toHaveTextContent('drawer still here');
    errorSpy.mockRestore();
  });

  it('shows a translated error panel when the remote fails, keeps the rest of the page, and Retry loads it without a reload', async () => {
    const loader = flakyLoader(1, new Error('[ Federation Runtime ]: #RUNTIME-003 Failed to get manifest.'));
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderArea(loader);

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('This section could not be loaded');
    expect(screen.getByRole('navigation', { name: 'drawer' })).toHaveTextContent('drawer still here');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Activity list from the remote')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loader.calls).toHaveLength(2);
    errorSpy.mockRestore();
  });

  it('shows the panel in the user’s language', async () => {
    const loader = flakyLoader(1, new Error('boom'));
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell(<RemoteArea remote="mfe_admin" />, {
      route: '/no/admin/tools',
      path: '/:lang/*',
      locale: 'no',
      services: { remoteLoader: loader },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Denne delen kunne ikke lastes inn');
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
    errorSpy.mockRestore();
  });

  it('a failed chunk reloads the page once; a second failure within 60 s shows the error panel instead', async () => {
    const storage = new Map<string, string>();
    let now = 1_000_000;
    let reloads = 0;
    const guard: ReloadGuardDeps = {
      now: () => now,
      storage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value) },
      reload: () => {
        reloads += 1;
      },
    };
    const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const first = renderArea(flakyLoader(1, chunkError), guard);
    await waitFor(() => expect(reloads).toBe(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    // "After the reload", 5 s later, the chunk fails again: no second reload, the error panel instead.
    now += 5_000;
    renderArea(flakyLoader(1, chunkError), guard);
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded');
    expect(reloads).toBe(1);
    errorSpy.mockRestore();
  });
});
