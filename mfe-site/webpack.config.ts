import { createFederatedConfig } from '../tooling/webpack/create-config';
import { createServerConfig } from '../tooling/webpack/create-server-config';

const browser = createFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'mfe_site',
  exposes: {
    './Area': './src/expose/area.tsx',
    './version': './src/expose/version.ts',
    // The site builder's preview (mfe-panel-partner, through shared-runtime/remotes): the storefront's own sections.
    './SectionPreview': './src/expose/section-preview.tsx',
    // The theme page's live preview: the storefront's look under the theme being edited.
    './ThemePreview': './src/expose/theme-preview.tsx',
  },
});

// The server build the shell's renderer loads at run time (ADR 0034): the same storefront, for Node.
const server = createServerConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'mfe_site',
  exposes: { './Area': './src/expose/area.tsx' },
  after: browser[0]!.name!,
});

export default [...browser, server];
