// Test helpers of the runtime (never in a browser bundle). Test data factories are shared-contracts/testing's.
export { installCatalogue, installRemoteMessages } from './catalogues';
export { describeRemoteMessages, type RemoteMessagesCheck } from './describe-remote-messages';
export { folderLoaders, folderMessages } from './remote-messages';
