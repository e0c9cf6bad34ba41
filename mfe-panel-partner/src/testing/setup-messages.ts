/** Jest set-up (jest.config.js): the partner area's own texts join every catalogue a test installs. */
import path from 'node:path';
import { installRemoteMessages } from 'shared-runtime/testing';

installRemoteMessages('partner', path.join(__dirname, '..', 'messages'));
