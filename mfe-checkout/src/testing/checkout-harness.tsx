/**
 * What mfe-checkout's tests share: the real API (see real-api.ts), the demo sites as the API answers them, items a
 * product page would hand to the cart (built from the API's own catalogue and availability), and the harness that
 * mounts the cart overlays the way the shell does (opened by the session store's cart requests).
 */
import 'shared-contracts/testing/dom-fetch';
import { act } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { SWRConfig } from 'swr';
import { AddToCartAnswerSchema, CartAnswerSchema, HoldAnswerSchema, type Cart } from 'shared-contracts/booking';
import type { PackageCartItem, TourCartItem } from 'shared-contracts/cart';
import { ActivityDatesAnswerSchema, ActivitySlotsAnswerSchema, PackageSlotsAnswerSchema, ServiceDetailAnswerSchema, TourFullAnswerSchema } from 'shared-contracts/catalogue';
import { STOREFRONT_STORAGE } from 'shared-contracts/constants';
import { configureHttpClient, createHttpClient, type HttpClient } from 'shared-runtime/http';
import { api } from 'shared-contracts/paths';
import { cartHandoffsAtom, cartOpenRequestAtom, handOffToCart, publishStorefrontSite, requestCartOpen, sessionStore } from 'shared-runtime/session';
import { PartnerSiteAnswerSchema, type PartnerSite } from 'shared-contracts/sites';
import { renderWithProviders } from 'shared-ui/testing';
import { useLocation } from 'shared-ui/router';
import { DateTime } from 'luxon';
import { CartOverlays } from '../app/cart-overlays';
import Area from '../expose/area';
import { startRealApi, type RealApi } from './real-api';

const PUBLIC = { kind: 'public' } as const;

/** Starts the real API for the file's tests and points the shared HTTP client at it. */
export function useRealApi(): { readonly api: RealApi; readonly client: HttpClient } {
  let server: RealApi | undefined;
  let client: HttpClient | undefined;
  beforeAll(async () => {
    server = await startRealApi();
    configureHttpClient({ baseUrl: server.baseUrl });
    // The test's own calls (setting the scene, checking the result) go through a client of their own.
    client = createHttpClient({ baseUrl: server.baseUrl });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });
  return {
    get api() {
      if (!server) throw new Error('the API is not started yet');
      return server;
    },
    get client() {
      if (!client) throw new Error('the API is not started yet');
      return client;
    },
  };
}

/** A demo site as the storefront's start-up loads it (by host), published to the session store as mfe-site does. */
export async function loadSite(client: HttpClient, subDomain: 'demo' | 'demo-paylater'): Promise<PartnerSite> {
  return (await client.get(api.partnerSites.byHost.path({ url: `${subDomain}.localhost` }), PartnerSiteAnswerSchema, PUBLIC)).data;
}

export interface TourChoice {
  item: TourCartItem | PackageCartItem;
  name: string;
  /** Seats left on the chosen slot, read from the API now. */
  remaining: () => Promise<number>;
}

/** A tour departure at least `minDaysAhead` days away with `seats` adult tickets, as the product page hands it over. */
export async function tourChoice(client: HttpClient, site: PartnerSite, slug: string, seats = 1, minDaysAhead = 3): Promise<TourChoice> {
  const detail = (await client.get(api.catalogue.service.path({ id: slug }, { site_id: site.id }), ServiceDetailAnswerSchema, PUBLIC)).data;
  const full = (await client.get(api.catalogue.tourFull.path({ id: detail.id }, { site_id: site.id }), TourFullAnswerSchema, PUBLIC)).data;
  const option = full.options[0]!;
  const adult = full.tickets.find((ticket) => ticket.pricing_type === 'Adult') ?? full.tickets[0]!;
  const earliest = DateTime.utc().plus({ days: minDaysAhead }).toISODate()!;
  for (const month of [DateTime.utc(), DateTime.utc().plus({ months: 1 })].map((d) => d.toFormat('yyyy-MM'))) {
    const dates = (
      await client.post(api.availability.tourAvailableDates.path({ id: detail.id }), { site_id: site.id, month, option_id: option.id, seats }, ActivityDatesAnswerSchema, PUBLIC)
    ).data.dates.filter((d) => d.date >= earliest);
    for (const { date } of dates) {
      const slots = (await client.get(api.availability.tourSlots.path({ id: detail.id }, { site_id: site.id, date, option_id: option.id }), ActivitySlotsAnswerSchema, PUBLIC)).data.slots;
      const slot = slots.find((s) => s.bookable && s.remaining >= seats);
      if (!slot) continue;
      const item: TourCartItem = { service_type: 'activities', serviceable_id: detail.id, option_id: option.id, date, slot_id: slot.id, tickets: [{ ticket_id: adult.id, count: seats }] };
      const remaining = async () => {
        const now = (await client.get(api.availability.tourSlots.path({ id: detail.id }, { site_id: site.id, date, option_id: option.id }), ActivitySlotsAnswerSchema, PUBLIC)).data.slots;
        return now.find((s) => s.id === slot.id)?.remaining ?? -1;
      };
      return { item, name: detail.name, remaining };
    }
  }
  throw new Error(`no bookable departure of ${slug} for ${seats} seats`);
}

/** A package departure with seats for one adult, as the package dialog hands it over. */
export async function packageChoice(client: HttpClient, site: PartnerSite, slug: string): Promise<TourChoice> {
  const detail = (await client.get(api.catalogue.service.path({ id: slug }, { site_id: site.id }), ServiceDetailAnswerSchema, PUBLIC)).data;
  const slots = (await client.post(api.availability.packageSlots.path({ id: detail.id }), { site_id: site.id }, PackageSlotsAnswerSchema, PUBLIC)).data.slots;
  const earliest = DateTime.utc().plus({ days: 3 }).toISODate()!;
  const slot = slots.find((s) => !s.sold_out && s.remaining >= 1 && s.start_date >= earliest);
  if (!slot) throw new Error(`no departure of ${slug}`);
  const item: PackageCartItem = { service_type: 'packages', package_id: detail.id, slot_id: slot.id, start_date: slot.start_date, number_of_adults: 1, number_of_children: 0 };
  return { item, name: detail.name, remaining: () => Promise.resolve(slot.remaining) };
}

/** Another shopper holds every seat left on the choice's slot (a no-pay site holds without a payment). */
export async function sellOut(client: HttpClient, site: PartnerSite, choice: TourChoice): Promise<void> {
  if (choice.item.service_type === 'packages') throw new Error('sellOut takes a tour');
  const left = await choice.remaining();
  const item = { ...choice.item, tickets: [{ ticket_id: choice.item.tickets[0]!.ticket_id, count: left }] };
  const ref = (await client.post(api.booking.addToCart.path({ site_id: site.id }), { items: [item] }, AddToCartAnswerSchema, PUBLIC)).data.cart_ref;
  const order = { first_name: 'Other', last_name: 'Shopper', email: 'other@example.test', country: 'Norway', area_code: '+47', phone: '41234567' };
  const held = (await client.post(api.booking.holdReservation.path({ cartRef: ref }, { site_id: site.id }), { order }, HoldAnswerSchema, PUBLIC)).data;
  if (held.failed_reservation_info?.length) throw new Error('could not sell the slot out');
}

export async function getCartFromApi(client: HttpClient, site: PartnerSite, cartRef: string): Promise<Cart> {
  return (await client.get(api.booking.cart.path({ cartRef }, { site_id: site.id }), CartAnswerSchema, PUBLIC)).data;
}

export function storedCartRef(site: PartnerSite): string | null {
  return window.localStorage.getItem(STOREFRONT_STORAGE.cartRef(site.id));
}

export function storeTerminalSettings(site: PartnerSite, settings: { location_id: string; reader_id: string } | null): void {
  const key = STOREFRONT_STORAGE.terminalSettings(site.id);
  if (settings) window.localStorage.setItem(key, JSON.stringify(settings));
  else window.localStorage.removeItem(key);
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The shell's part: opens the drawer on the session store's cart requests; the checkout area on booking-details. */
function ShellLike() {
  const requests = useAtomValue(cartOpenRequestAtom, { store: sessionStore });
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState(requests);
  const location = useLocation();
  useEffect(() => {
    if (requests !== seen) {
      setSeen(requests);
      setOpen(true);
    }
  }, [requests, seen]);
  return (
    <>
      <CartOverlays open={open} onOpenChange={setOpen} />
      <LocationProbe />
      {location.pathname.includes('/booking-details/') ? <Area /> : null}
    </>
  );
}

/** Mounts the cart overlays for `site` as a storefront page would have them (the site published, a fresh cache). */
export function renderCheckout(site: PartnerSite | null, options: { route?: string; locale?: 'en' | 'no' | 'sv' } = {}) {
  sessionStore.set(cartHandoffsAtom, []);
  publishStorefrontSite(site);
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ShellLike />
    </SWRConfig>,
    { route: options.route ?? '/en', path: '/:lang/*', locale: options.locale ?? 'en' },
  );
}

/** What a product page does with a choice: hand it to the cart (which opens the drawer). */
export function handOff(site: PartnerSite, choice: TourChoice): void {
  act(() => void handOffToCart({ site_id: site.id, item: choice.item, service_name: choice.name }));
}

/** What the header's cart button does. */
export function openCart(): void {
  act(() => requestCartOpen());
}
