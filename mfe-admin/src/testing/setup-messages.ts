/** Jest set-up (jest.config.js): the administrator area's own texts join every catalogue a test installs. */
import path from 'node:path';
import { installRemoteMessages } from 'shared-runtime/testing';

installRemoteMessages('admin', path.join(__dirname, '..', 'messages'));
