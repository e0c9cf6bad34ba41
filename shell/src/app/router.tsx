import { type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from 'shared-ui/router';
import { HttpClientProvider } from '../lib/http';
import { AppRoutes } from './routes';

/**
 * The one router of the page: remotes render their relative <Routes> inside it (shared singleton). A server render
 * (ADR 0034) passes the request's path: routers draw nothing of their own, so the browser's hydrates it unchanged.
 */
export function AppRouter({ children, location }: { children?: ReactNode; location?: string }) {
  const content = (
    <HttpClientProvider>
      <AppRoutes />
      {children}
    </HttpClientProvider>
  );
  return location === undefined ? <BrowserRouter>{content}</BrowserRouter> : <MemoryRouter initialEntries={[location]}>{content}</MemoryRouter>;
}
