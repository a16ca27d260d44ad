import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * The one storage interface for files (DESIGN.md §1): purchase documents today, photos and zips
 * later. Keys are relative paths of lowercase letters, digits and `/ _ . -`; the local-disk
 * implementation keeps them under `DATA_DIR/files`, and an S3-compatible one can take its place
 * behind the same four calls.
 */
export interface FileStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  /** The file's bytes as a stream and its size, or null when there is no such file. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Deleting a missing file is not an error (a retried delete succeeds). */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/** Refuses any key that could leave the storage root ("..", absolute paths, odd characters). */
export function checkStorageKey(key: string): string {
  if (key.length > 300 || !KEY.test(key) || key.split('/').includes('..')) throw new Error(`invalid storage key: ${key}`);
  return key;
}

export function createLocalStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'files');
  const fileOf = (key: string) => path.join(root, checkStorageKey(key));
  return {
    async put(key, data) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed: a reader never sees half a file, and a crash
      // mid-write leaves only a temporary name behind.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fsp.writeFile(temp, data);
      await fsp.rename(temp, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const stat = await fsp.stat(file);
        return { stream: fs.createReadStream(file), size: stat.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
  };
}

/** A random key under a prefix, e.g. `purchases/12/3f9a….pdf`. */
export const newStorageKey = (prefix: string, extension: string) => checkStorageKey(`${prefix}/${randomBytes(12).toString('hex')}.${extension}`);
