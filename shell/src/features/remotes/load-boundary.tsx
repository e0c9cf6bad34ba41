import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from './chunk-error';
import { reloadOnceForChunkError, type ReloadGuardDeps } from './reload-guard';

interface LoadBoundaryProps {
  reloadGuard: ReloadGuardDeps;
  /** What to show while the page reloads after a chunk failure. */
  reloading: ReactNode;
  /** What to show instead of the children once they failed. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface LoadBoundaryState {
  error: unknown;
  failed: boolean;
  reloading: boolean;
}

/**
 * Error boundary around anything loaded on demand (a remote, the panel chunk). A chunk that failed to load
 * reloads the page once per guard window (spec 000 §4.2); any other failure, or a second chunk failure inside the
 * window, shows the fallback so the rest of the shell keeps working (ARCHITECTURE §2).
 */
export class LoadBoundary extends Component<LoadBoundaryProps, LoadBoundaryState> {
  override state: LoadBoundaryState = { error: null, failed: false, reloading: false };

  // A chunk failure shows the loading state until componentDidCatch knows whether the reload guard allows a reload,
  // so the user does not see the error panel flash before the page reloads.
  static getDerivedStateFromError(error: unknown): Partial<LoadBoundaryState> {
    return { error, failed: true, reloading: isChunkLoadError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error) && reloadOnceForChunkError(this.props.reloadGuard)) return;
    if (this.state.reloading) this.setState({ reloading: false });
    console.error('A part of the page failed to load', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.state.reloading) return this.props.reloading;
    return this.props.fallback(this.state.error);
  }
}
