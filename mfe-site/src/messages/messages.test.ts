import path from 'node:path';
import { LOCALES } from 'shared-contracts/constants';
import { describeRemoteMessages } from 'shared-runtime/testing';
// Through messages/ so that jest.config.js maps it to testing/message-loaders.ts, as it does for the app.
import { productLoaders, searchLoaders } from '../messages/loaders';

describeRemoteMessages({
  name: 'the search page texts',
  dir: path.join(__dirname, 'search'),
  loaders: searchLoaders,
  prefixes: ['site.search.'],
  locales: LOCALES,
});

describeRemoteMessages({
  name: 'the product page texts',
  dir: path.join(__dirname, 'product'),
  loaders: productLoaders,
  prefixes: ['site.product.'],
  locales: LOCALES,
});
