import { LOCALES } from 'shared-contracts/constants';
import { describeRemoteMessages } from 'shared-runtime/testing';
// Through messages/ so that jest.config.js maps it to testing/message-loaders.ts, as it does for the area.
import { loaders } from '../messages/loaders';

describeRemoteMessages({ name: 'the guest area texts', dir: __dirname, loaders, prefixes: ['site.customer.'], locales: LOCALES });
