import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type Storage, type StoredObject } from './storage.ts';

const hasCode = (error: unknown, codes: string[]) =>
  typeof error === 'object' && error !== null && codes.includes((error as { code?: string }).code ?? '');

/** Objects as files under `root` (DATA_DIR/uploads): one machine, no other service needed. */
export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, assertStorageKey(key));
  return {
    location: root,

    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // 'wx': fails rather than overwrite, names are never reused.
      await writeFile(file, body, { flag: 'wx' });
    },

    async get(key): Promise<StoredObject | null> {
      let handle;
      try {
        handle = await open(fileOf(key), 'r');
      } catch (error) {
        if (hasCode(error, ['ENOENT', 'ENOTDIR'])) return null;
        throw error;
      }
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), size: stats.size };
    },

    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },

    close() {},
  };
}
