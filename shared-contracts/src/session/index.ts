export * from './store';
export * from './hooks';
export * from '../access';
export { readCookie, writeCookie, deleteCookie, type CookieOptions } from './cookies';
export * from './cart';
export * from './storefront-site';
