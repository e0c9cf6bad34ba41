export {
  catalogueLocale,
  createAppIntl,
  hasCatalogue,
  isCatalogueReady,
  isMessageId,
  loadCatalogue,
  messagesFor,
  onCatalogueLoaded,
  translate,
  type CatalogueLoader,
  type MessageId,
  type MessageValues,
  type Messages,
} from './intl';
// Only English is exported: no and sv load on demand (loadCatalogue), so importing them here would put them back
// on every first load. Tests that need them import './catalogues/no' and './catalogues/sv' directly.
export { en } from './catalogues/en';
