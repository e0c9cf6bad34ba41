import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import { configureHttpClient, getHttpClient, type HttpClient } from 'shared-runtime/http';
import { useShellServices } from './services';

const HttpClientContext = createContext<HttpClient | null>(null);

/**
 * Configures the one shared HTTP client with the router's navigate, so a 401/403 moves inside the SPA (the
 * session store, and its toast, survive). Remotes reach the same client through getHttpClient().
 */
export function HttpClientProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const { http } = useShellServices();
  // A server render (ADR 0034) uses the request's client (getHttpClient answers with it there); only the browser's
  // page configures the one shared client.
  const [client] = useState(() =>
    typeof window === 'undefined' ? getHttpClient() : configureHttpClient({ ...http, navigate: (path) => void navigateRef.current(path) }),
  );
  return <HttpClientContext.Provider value={client}>{children}</HttpClientContext.Provider>;
}

export function useHttp(): HttpClient {
  const client = useContext(HttpClientContext);
  if (!client) throw new Error('useHttp needs an HttpClientProvider inside the router');
  return client;
}
