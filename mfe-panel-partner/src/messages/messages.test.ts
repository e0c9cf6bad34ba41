import { PANEL_LOCALES } from 'shared-contracts/constants';
import { describeRemoteMessages } from 'shared-runtime/testing';
// Through messages/ so that jest.config.js maps it to testing/message-loaders.ts, as it does for the app.
import { loaders } from '../messages/loaders';

describeRemoteMessages({ name: 'the partner area texts', dir: __dirname, loaders, prefixes: ['partner.'], locales: PANEL_LOCALES });
