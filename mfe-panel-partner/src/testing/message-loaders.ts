/** What src/messages/loaders.ts is under Jest (jest.config.js maps it): the same locale files, read by Node. */
import path from 'node:path';
import { folderLoaders } from 'shared-runtime/testing';

export const loaders = folderLoaders(path.join(__dirname, '..', 'messages'));
