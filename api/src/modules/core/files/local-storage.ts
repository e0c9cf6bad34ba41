import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileStorage } from './storage';

/**
 * Files on the local disk under `root` (DATA_DIR/files), the default with no S3 configured. Every replica needs the
 * same disk, so this suits one API process (npm start); the docker-compose topology uses S3.
 */
export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file, and two writers of one variant both leave a whole one.
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async removeTree(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
  };
}
