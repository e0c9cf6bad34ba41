export * from './factories';
