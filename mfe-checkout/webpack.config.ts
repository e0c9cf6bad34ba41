import { createFederatedConfig } from '../tooling/webpack/create-config';

export default createFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'mfe_checkout',
  exposes: {
    './Area': './src/expose/area.tsx',
    './CartDrawer': './src/expose/cart-drawer.tsx',
    './version': './src/expose/version.ts',
  },
});
