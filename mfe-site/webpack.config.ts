import { createFederatedConfig } from '../tooling/webpack/create-config';

export default createFederatedConfig({
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
