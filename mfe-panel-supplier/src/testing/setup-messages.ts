/** Jest set-up (jest.config.js): the supplier area's own texts join every catalogue a test installs. */
import path from 'node:path';
import { installRemoteMessages } from 'shared-runtime/testing';

installRemoteMessages('supplier-tours', path.join(__dirname, '..', 'messages', 'tours'));
installRemoteMessages('supplier-tour-manage', path.join(__dirname, '..', 'messages', 'tour-manage'));
installRemoteMessages('supplier-product-settings', path.join(__dirname, '..', 'messages', 'product-settings'));
installRemoteMessages('supplier-listings', path.join(__dirname, '..', 'messages', 'listings'));
installRemoteMessages('supplier-calendar', path.join(__dirname, '..', 'messages', 'calendar'));
installRemoteMessages('supplier-hotel-calendar', path.join(__dirname, '..', 'messages', 'hotel-calendar'));
installRemoteMessages('supplier-reservations', path.join(__dirname, '..', 'messages', 'reservations'));
installRemoteMessages('supplier-hotels', path.join(__dirname, '..', 'messages', 'hotels'));
installRemoteMessages('supplier-earnings', path.join(__dirname, '..', 'messages', 'earnings'));
