/** Jest set-up (jest.config.js): the storefront pages' own texts join every catalogue a test installs. */
import path from 'node:path';
import { installRemoteMessages } from 'shared-runtime/testing';

installRemoteMessages('site-search', path.join(__dirname, '..', 'messages', 'search'));
installRemoteMessages('site-product', path.join(__dirname, '..', 'messages', 'product'));
