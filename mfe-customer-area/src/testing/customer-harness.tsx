/**
 * What the area's component tests share: a real HTTP server standing in for the API (its answers validated with the
 * contract schemas before they are sent), the shared HTTP client pointed at it with the router's navigate (as the
 * shell wires it, so a 401 moves inside the SPA), and the Area mounted at `/:lang/*` with the real providers.
 */
import 'shared-contracts/testing/dom-fetch';
import { screen } from '@testing-library/react';
import { StrictMode, useEffect, useRef, useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { Locale } from 'shared-contracts/constants';
import { configureHttpClient } from 'shared-runtime/http';
import { customerTokenAtom, sessionStore } from 'shared-runtime/session';
import type { FakeAnswer } from 'shared-contracts/testing/api-server';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import * as v from 'shared-contracts/valibot';
import { renderWithProviders } from 'shared-ui/testing';
import { useLocation, useNavigate } from 'shared-ui/router';
import Area from '../expose/area';

/** Starts the fake API for the file's tests; each test starts with no recorded request and no customer token. */
export function useFakeApi(): { readonly server: ApiServer } {
  let server: ApiServer | undefined;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    if (server) server.requests.length = 0;
    sessionStore.set(customerTokenAtom, null);
  });
  return {
    get server() {
      if (!server) throw new Error('the fake API is not started yet');
      return server;
    },
  };
}

/** A 200 answer whose body has passed `schema`: a fixture that drifts from the contract fails the test here. */
export function answer<S extends v.GenericSchema>(schema: S, body: v.InferInput<S>): FakeAnswer {
  return { body: v.parse(schema, body) };
}

/** The API's error envelope. */
export function failure(status: number, message: string, code: string): FakeAnswer {
  return { status, body: { message, code } };
}

function HttpBridge({ baseUrl, children }: { baseUrl: string; children: ReactNode }) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  useState(() => configureHttpClient({ baseUrl, navigate: (path) => void navigateRef.current(path) }));
  return children;
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export interface RenderAreaOptions {
  locale?: Locale;
  /** Render as React's StrictMode does in development: effects run twice. */
  strict?: boolean;
}

export function renderArea(server: ApiServer, route: string, options: RenderAreaOptions = {}) {
  const tree = (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <HttpBridge baseUrl={server.baseUrl}>
        <Area />
        <LocationProbe />
      </HttpBridge>
    </SWRConfig>
  );
  return renderWithProviders(options.strict ? <StrictMode>{tree}</StrictMode> : tree, {
    route,
    path: '/:lang/*',
    ...(options.locale ? { locale: options.locale } : {}),
  });
}

export const location = () => screen.getByTestId('location').textContent;

/** The requests to one route ("METHOD /path", query excluded). */
export function requestsTo(server: ApiServer, route: string) {
  return server.requests.filter((request) => `${request.method} ${request.path.split('?')[0]}` === route);
}
