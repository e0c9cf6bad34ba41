export * from './factories';
export { installCatalogue } from './catalogues';
