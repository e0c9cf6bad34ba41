import { type ReactNode } from 'react';
import { BrowserRouter } from 'shared-ui/router';
import { HttpClientProvider } from '../lib/http';
import { AppRoutes } from './routes';

/** The one router of the page: remotes render their relative <Routes> inside it (shared singleton). */
export function AppRouter({ children }: { children?: ReactNode }) {
  return (
    <BrowserRouter>
      <HttpClientProvider>
        <AppRoutes />
        {children}
      </HttpClientProvider>
    </BrowserRouter>
  );
}
