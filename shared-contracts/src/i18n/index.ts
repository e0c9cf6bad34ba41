export {
  PANEL_CATALOGUES,
  catalogueLocale,
  createAppIntl,
  isMessageId,
  messagesFor,
  translate,
  type MessageId,
  type MessageValues,
  type Messages,
} from './intl';
export { en } from './catalogues/en';
export { no } from './catalogues/no';
export { sv } from './catalogues/sv';
