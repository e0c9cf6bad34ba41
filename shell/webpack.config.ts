import { createFederatedConfig } from '../tooling/webpack/create-config';
import { createServerConfig } from '../tooling/webpack/create-server-config';

const browser = createFederatedConfig({
  dir: __dirname,
  kind: 'host',
  name: 'shell',
  title: 'Wayhub',
});

// The partner-site renderer the API loads (ADR 0034); it loads mfe-site's server build at run time.
const server = createServerConfig({ dir: __dirname, kind: 'host', name: 'shell', entry: './src/server/index.ts' });

export default [...browser, server];
