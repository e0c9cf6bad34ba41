export * from './store';
export * from './hooks';
export * from './context';
export { readCookie, writeCookie, deleteCookie, type CookieOptions } from './cookies';
export * from './cart';
export * from './storefront-site';
