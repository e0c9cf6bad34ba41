import { createFederatedConfig } from '../tooling/webpack/create-config';

export default createFederatedConfig({
  dir: __dirname,
  kind: 'host',
  name: 'shell',
  title: 'Wayhub',
});
