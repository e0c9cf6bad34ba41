export {
  catalogueLocale,
  createAppIntl,
  hasCatalogue,
  isCatalogueReady,
  isMessageId,
  loadCatalogue,
  loadCataloguePart,
  CATALOGUE_PARTS,
  messagesFor,
  onCatalogueLoaded,
  registerCatalogue,
  translate,
  type CatalogueLoader,
  type CataloguePart,
  type ShellPart,
  type MessageId,
  type MessageValues,
  type Messages,
} from './intl';
export { contextLoaders, type LazyContext } from './context-loaders';
// No catalogue object is exported: they load in parts, on demand (loadCatalogue, loadCataloguePart), and exporting
// one would put it back on every first load. Tests install whole ones with shared-runtime/testing's installCatalogue.
