import { LOCALES } from 'shared-contracts/constants';
import { describeRemoteMessages } from 'shared-runtime/testing';
// Through messages/ so that jest.config.js maps it to testing/message-loaders.ts, as it does for the app.
import { loaders } from '../messages/loaders';

describeRemoteMessages({ name: 'the checkout texts', dir: __dirname, loaders, prefixes: ['site.checkout.'], locales: LOCALES });
