/**
 * Shared modules the shell itself never renders with, but must PROVIDE: Module Federation only provides a shared
 * module that some code of the build imports. A remote that consumes one the shell does not provide falls back to
 * its own copy, and a copy of `shared-ui/storefront` carries its own Chakra, which cannot see the shell's
 * ChakraProvider (the storefront's search and product pages then fail to render). Nothing calls these imports; their
 * presence makes webpack provide the modules, each as a lazy chunk that only the pages using it fetch.
 */
export const PROVIDED_LAZILY = [
  () => import('shared-ui/storefront'),
  () => import('shared-ui/panel-area'),
  () => import('shared-ui/panel-kit'),
  () => import('shared-ui/charts'),
] as const;
