export * from './factories';
export * from './icu';
