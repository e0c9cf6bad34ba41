/** Jest set-up (jest.config.js): the checkout's own texts join every catalogue a test installs. */
import path from 'node:path';
import { installRemoteMessages } from 'shared-runtime/testing';

installRemoteMessages('checkout', path.join(__dirname, '..', 'messages'));
