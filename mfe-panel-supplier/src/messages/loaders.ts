/// <reference types="webpack/module" />
/**
 * The loaders of this remote's catalogue parts, one folder each (ADR 0004): `supplier-tours` (tours/: activities,
 * their manage and settings pages) and `supplier-product-settings` (product-settings/: cancellation policies,
 * supplier consent), `supplier-tour-manage` (tour-manage/: an activity's Manage pages) and `supplier-listings`
 * (listings/: rentals, restaurants, attractions), and `supplier-calendar` (calendar/: the activity calendar, allotment
 * changes and the guest list), and `supplier-hotel-calendar` (hotel-calendar/: the hotel calendar), and `supplier-earnings` (earnings/: the supplier's earnings). Each locale file is its own chunk of the remote's build. Jest has
 * no webpackContext: jest.config.js maps this module to src/testing/message-loaders.ts.
 */
import { contextLoaders } from 'shared-runtime/i18n';

export const toursLoaders = contextLoaders(
  import.meta.webpackContext('./tours', { recursive: false, regExp: /^\.\/[a-z]{2}\.ts$/, mode: 'lazy', chunkName: 'i18n-supplier-tours-[request]' }),
);

export const tourManageLoaders = contextLoaders(
  import.meta.webpackContext('./tour-manage', {
    recursive: false,
    regExp: /^\.\/[a-z]{2}\.ts$/,
    mode: 'lazy',
    chunkName: 'i18n-supplier-tour-manage-[request]',
  }),
);

export const listingsLoaders = contextLoaders(
  import.meta.webpackContext('./listings', {
    recursive: false,
    regExp: /^\.\/[a-z]{2}\.ts$/,
    mode: 'lazy',
    chunkName: 'i18n-supplier-listings-[request]',
  }),
);

export const productSettingsLoaders = contextLoaders(
  import.meta.webpackContext('./product-settings', {
    recursive: false,
    regExp: /^\.\/[a-z]{2}\.ts$/,
    mode: 'lazy',
    chunkName: 'i18n-supplier-settings-[request]',
  }),
);

export const hotelsLoaders = contextLoaders(
  import.meta.webpackContext('./hotels', {
    recursive: false,
    regExp: /^\.\/[a-z]{2}\.ts$/,
    mode: 'lazy',
    chunkName: 'i18n-supplier-hotels-[request]',
  }),
);

export const calendarLoaders = contextLoaders(
  import.meta.webpackContext('./calendar', {
    recursive: false,
    regExp: /^\.\/[a-z]{2}\.ts$/,
    mode: 'lazy',
    chunkName: 'i18n-supplier-calendar-[request]',
  }),
);

export const reservationsLoaders = contextLoaders(
  import.meta.webpackContext('./reservations', {
    recursive: false,
    regExp: /^\.\/[a-z]{2}\.ts$/,
    mode: 'lazy',
    chunkName: 'i18n-supplier-reservations-[request]',
  }),
);

export const hotelCalendarLoaders = contextLoaders(
  import.meta.webpackContext('./hotel-calendar', {
    recursive: false,
    regExp: /^\.\/[a-z]{2}\.ts$/,
    mode: 'lazy',
    chunkName: 'i18n-supplier-hotel-calendar-[request]',
  }),
);

export const earningsLoaders = contextLoaders(
  import.meta.webpackContext('./earnings', {
    recursive: false,
    regExp: /^\.\/[a-z]{2}\.ts$/,
    mode: 'lazy',
    chunkName: 'i18n-supplier-earnings-[request]',
  }),
);

export const cancellationsLoaders = contextLoaders(
  import.meta.webpackContext('./cancellations', {
    recursive: false,
    regExp: /^\.\/[a-z]{2}\.ts$/,
    mode: 'lazy',
    chunkName: 'i18n-supplier-cancellations-[request]',
  }),
);

export const paymentsLoaders = contextLoaders(
  import.meta.webpackContext('./payments', {
    recursive: false,
    regExp: /^\.\/[a-z]{2}\.ts$/,
    mode: 'lazy',
    chunkName: 'i18n-supplier-payments-[request]',
  }),
);

export const reportsLoaders = contextLoaders(
  import.meta.webpackContext('./reports', {
    recursive: false,
    regExp: /^\.\/[a-z]{2}\.ts$/,
    mode: 'lazy',
    chunkName: 'i18n-supplier-reports-[request]',
  }),
);
