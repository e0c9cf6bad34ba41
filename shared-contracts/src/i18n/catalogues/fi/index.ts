import { core } from './core';

/** This storefront locale's catalogue, whole (the API, tests): what a visitor sees outside the remotes' own texts. */
export const fi = { ...core };
