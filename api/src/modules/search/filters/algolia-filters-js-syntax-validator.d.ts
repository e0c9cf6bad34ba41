/** Algolia's filter syntax validator ships no types; the tests use only parse(). */
declare module 'algolia-filters-js-syntax-validator' {
  export default class Parser {
    parse(input: string): { html: string; errorMessage: string };
  }
}
