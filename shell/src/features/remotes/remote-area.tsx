import { type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useT } from 'shared-runtime/session';
import { ErrorPanel, LoadingState } from 'shared-ui';
import { useShellServices } from '../../lib/services';
import { type RemoteExpose, type RemoteName } from '../../lib/remotes';
import { isIncompatibleShareError } from './chunk-error';
import { LoadBoundary } from './load-boundary';

type AnyProps = Record<string, unknown>;

/** An expose's component: its default export, or the export named after the expose ('./CartDrawer' -> CartDrawer). */
export function pickComponent(module: unknown, expose: RemoteExpose): ComponentType<AnyProps> {
  const exports = (module ?? {}) as Record<string, unknown>;
  const named = expose.replace(/^\.\//, '');
  const candidate = exports.default ?? exports[named];
  if (typeof candidate === 'function' || (typeof candidate === 'object' && candidate !== null)) {
    return candidate as ComponentType<AnyProps>;
  }
  throw new Error(`Expose ${expose} has no component (default or "${named}" export)`);
}

export interface RemoteAreaProps {
  remote: RemoteName;
  expose?: RemoteExpose;
  /** Props passed through to the remote's component. */
  props?: AnyProps;
  /** What shows while the remote loads; the default is the page-sized loading state. */
  loadingFallback?: ReactNode;
}

/**
 * Mounts one expose of a remote, fetched on first render only (ARCHITECTURE §2: nothing is prefetched). While it
 * loads: the loading state. If it fails: a translated error panel whose Retry loads it again without reloading the
 * page, while the drawer and top bar around it keep working.
 */
export function RemoteArea({ remote, expose = './Area', props, loadingFallback }: RemoteAreaProps) {
  const { remoteLoader, reloadGuard } = useShellServices();
  const t = useT();
  const [attempt, setAttempt] = useState(0);

  // React.lazy caches its promise, rejected ones included, so each retry gets a new lazy component.
  const Loaded = useMemo(
    () => lazy(async () => ({ default: pickComponent(await remoteLoader.load(remote, expose), expose) })),
    // `attempt` is the retry trigger.
    [remoteLoader, remote, expose, attempt],
  );
  const loading = loadingFallback ?? <LoadingState label={t('shell.loading')} />;

  return (
    <LoadBoundary
      key={`${remote}${expose}#${attempt}`}
      reloadGuard={reloadGuard}
      reloading={loading}
      fallback={(error) =>
        isIncompatibleShareError(error) ? (
          <ErrorPanel title={t('shell.remote.incompatibleTitle')} message={t('shell.remote.incompatibleBody')} />
        ) : (
          <ErrorPanel
            title={t('shell.remote.failedTitle')}
            message={t('shell.remote.failedBody')}
            retryLabel={t('shell.retry')}
            onRetry={() => setAttempt((value) => value + 1)}
          />
        )
      }
    >
      <Suspense fallback={loading}>
        <Loaded {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
