// @ts-check
/** Jest projects: one per workspace, node for the API and tooling, jsdom for the frontends. */


const transform = { '^.+\\.(t|j)sx?$|^.+\\.mjs$|^.+\\.cjs$': require('./tooling/jest/swc-transform.js') };
// ESM-only packages (FACTS.md), and PGlite, whose CommonJS build calls import() that Jest's vm refuses.
// sanitize-html's own htmlparser2 12 and its dom packages are ESM-only too, nested in its node_modules.
const transformIgnorePatterns = [
  '/node_modules/(?!(?:sanitize-html/node_modules/)?(ky|@formatjs|intl-messageformat|@electric-sql|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/)',
];
const testMatch = ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/src/**/__tests__/**/*.test.ts?(x)'];

const nodeProject = (name, extra = {}) => ({
  displayName: name,
  rootDir: require('node:path').join(__dirname, name),
  testEnvironment: 'node',
  transform,
  transformIgnorePatterns,
  testMatch,
  ...extra,
});

const domProject = (name) => ({
  displayName: name,
  rootDir: require('node:path').join(__dirname, name),
  testEnvironment: 'jsdom',
  transform,
  transformIgnorePatterns,
  testMatch,
  setupFiles: ['<rootDir>/../tooling/jest/setup-dom.ts'],
  setupFilesAfterEnv: ['<rootDir>/../tooling/jest/setup-dom-after-env.ts'],
  moduleNameMapper: {
    '\\.(css|svg|png|jpg|woff2?)$': '<rootDir>/../tooling/jest/file-stub.js',
    // The shell's catalogue parts are a bundler context Jest cannot run: the same keys, loaded by Node.
    '^shared-contracts/messages/shell-parts$': '<rootDir>/../shared-contracts/src/testing/shell-parts.ts',
  },
});

/**
 * A remote that owns its texts (src/messages, ADR 0004): its loaders.ts is a bundler context Jest cannot run, so it
 * maps to src/testing/message-loaders.ts over the same files, and a set-up file adds the texts to every catalogue a test installs.
 */
const withRemoteMessages = (project) => ({
  ...project,
  setupFilesAfterEnv: [...project.setupFilesAfterEnv, '<rootDir>/src/testing/setup-messages.ts'],
  moduleNameMapper: { ...project.moduleNameMapper, '^(\\.\\.?/)+messages/loaders$': '<rootDir>/src/testing/message-loaders.ts' },
});

const config = {
  rootDir: __dirname,
  testTimeout: 30_000,
  testSequencer: require.resolve('./tooling/jest/sequencer.js'),
  projects: [
    domProject('shared-contracts'),
    domProject('shared-runtime'),
    domProject('shared-ui'),
    nodeProject('api', { testTimeout: 60_000 }),
    domProject('shell'),
    withRemoteMessages(domProject('mfe-site')),
    withRemoteMessages(domProject('mfe-checkout')),
    withRemoteMessages(domProject('mfe-customer-area')),
    withRemoteMessages(domProject('mfe-panel-supplier')),
    withRemoteMessages(domProject('mfe-panel-partner')),
    withRemoteMessages(domProject('mfe-admin')),
    domProject('mfe-terminal'),
    nodeProject('tooling', { testMatch: ['<rootDir>/**/*.test.ts'] }),
  ],
};

module.exports = config;
