import path from 'node:path';
import { PANEL_LOCALES } from 'shared-contracts/constants';
import { describeRemoteMessages } from 'shared-runtime/testing';
// Through messages/ so that jest.config.js maps it to testing/message-loaders.ts, as it does for the app.
import { calendarLoaders, cancellationsLoaders, earningsLoaders, hotelCalendarLoaders, hotelsLoaders, listingsLoaders, paymentsLoaders, productSettingsLoaders, reportsLoaders, reservationsLoaders, tourManageLoaders, toursLoaders } from '../messages/loaders';

describeRemoteMessages({
  name: 'the activities texts',
  dir: path.join(__dirname, 'tours'),
  loaders: toursLoaders,
  prefixes: ['supplier.tours.'],
  locales: PANEL_LOCALES,
});

describeRemoteMessages({
  name: 'the activity Manage texts',
  dir: path.join(__dirname, 'tour-manage'),
  loaders: tourManageLoaders,
  prefixes: ['supplier.tourManage.'],
  locales: PANEL_LOCALES,
});

describeRemoteMessages({
  name: 'the product settings texts',
  dir: path.join(__dirname, 'product-settings'),
  loaders: productSettingsLoaders,
  prefixes: ['supplier.productSettings.'],
  locales: PANEL_LOCALES,
});

describeRemoteMessages({
  name: 'the rentals, restaurants and attractions texts',
  dir: path.join(__dirname, 'listings'),
  loaders: listingsLoaders,
  prefixes: ['supplier.listings.'],
  locales: PANEL_LOCALES,
});

describeRemoteMessages({
  name: 'the activity calendar texts',
  dir: path.join(__dirname, 'calendar'),
  loaders: calendarLoaders,
  prefixes: ['supplier.calendar.'],
  locales: PANEL_LOCALES,
});

describeRemoteMessages({
  name: 'the accommodations texts',
  dir: path.join(__dirname, 'hotels'),
  loaders: hotelsLoaders,
  prefixes: ['supplier.hotels.'],
  locales: PANEL_LOCALES,
});

describeRemoteMessages({
  name: 'the hotel calendar texts',
  dir: path.join(__dirname, 'hotel-calendar'),
  loaders: hotelCalendarLoaders,
  prefixes: ['supplier.hotelCalendar.'],
  locales: PANEL_LOCALES,
});

describeRemoteMessages({
  name: 'the supplier earnings texts',
  dir: path.join(__dirname, 'earnings'),
  loaders: earningsLoaders,
  prefixes: ['supplier.earnings.'],
  locales: PANEL_LOCALES,
});

describeRemoteMessages({
  name: 'the reservations texts',
  dir: path.join(__dirname, 'reservations'),
  loaders: reservationsLoaders,
  prefixes: ['supplier.reservations.'],
  locales: PANEL_LOCALES,
});

describeRemoteMessages({
  name: 'the cancellations texts',
  dir: path.join(__dirname, 'cancellations'),
  loaders: cancellationsLoaders,
  prefixes: ['supplier.cancellations.'],
  locales: PANEL_LOCALES,
});

describeRemoteMessages({
  name: 'the payments texts',
  dir: path.join(__dirname, 'payments'),
  loaders: paymentsLoaders,
  prefixes: ['supplier.payments.'],
  locales: PANEL_LOCALES,
});

describeRemoteMessages({
  name: 'the reports texts',
  dir: path.join(__dirname, 'reports'),
  loaders: reportsLoaders,
  prefixes: ['supplier.reports.'],
  locales: PANEL_LOCALES,
});
