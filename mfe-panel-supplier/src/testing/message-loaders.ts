/** What src/messages/loaders.ts is under Jest (jest.config.js maps it): the same locale files, read by Node. */
import path from 'node:path';
import { folderLoaders } from 'shared-runtime/testing';

export const toursLoaders = folderLoaders(path.join(__dirname, '..', 'messages', 'tours'));
export const tourManageLoaders = folderLoaders(path.join(__dirname, '..', 'messages', 'tour-manage'));
export const listingsLoaders = folderLoaders(path.join(__dirname, '..', 'messages', 'listings'));
export const productSettingsLoaders = folderLoaders(path.join(__dirname, '..', 'messages', 'product-settings'));
export const hotelsLoaders = folderLoaders(path.join(__dirname, '..', 'messages', 'hotels'));
export const calendarLoaders = folderLoaders(path.join(__dirname, '..', 'messages', 'calendar'));
export const reservationsLoaders = folderLoaders(path.join(__dirname, '..', 'messages', 'reservations'));
export const hotelCalendarLoaders = folderLoaders(path.join(__dirname, '..', 'messages', 'hotel-calendar'));
export const earningsLoaders = folderLoaders(path.join(__dirname, '..', 'messages', 'earnings'));
export const cancellationsLoaders = folderLoaders(path.join(__dirname, '..', 'messages', 'cancellations'));
export const paymentsLoaders = folderLoaders(path.join(__dirname, '..', 'messages', 'payments'));
export const reportsLoaders = folderLoaders(path.join(__dirname, '..', 'messages', 'reports'));
