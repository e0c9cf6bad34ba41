// Test helpers of the runtime (never in a browser bundle). Test data factories are shared-contracts/testing's.
export { installCatalogue } from './catalogues';
