import { createFederatedConfig } from '../tooling/webpack/create-config';

export default createFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'mfe_site',
  exposes: {
    './Area': './src/expose/area.tsx',
    './version': './src/expose/version.ts',
  },
});
