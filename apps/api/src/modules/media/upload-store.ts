// Where uploaded images (review photos) are kept: one re-encoded WebP original per name. The
// media service renders its widths from here. An object store (S3-compatible) can replace the
// disk by implementing the same three calls; names are server-made, never a visitor's.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type UploadStore = {
  put(name: string, webp: Buffer): Promise<void>;
  /** The stored bytes, or undefined when there is none. */
  get(name: string): Promise<Buffer | undefined>;
  /** Removes the original; a name that is not there is fine. */
  remove(name: string): Promise<void>;
};

const NAME = /^[a-z0-9-]{1,80}$/;

function fileOf(dir: string, name: string): string {
  // Names are made by the server; refuse anything else rather than build a path from it.
  if (!NAME.test(name)) throw new Error(`not an upload name: ${name}`);
  return path.join(dir, `${name}.webp`);
}

/** DATA_DIR/uploads/<name>.webp, written atomically (a reader never sees half a file). */
export function diskUploadStore(dir: string): UploadStore {
  return {
    async put(name, webp) {
      await mkdir(dir, { recursive: true });
      const file = fileOf(dir, name);
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, webp);
      await rename(temporary, file);
    },
    async get(name) {
      if (!NAME.test(name)) return undefined;
      return readFile(fileOf(dir, name)).catch(() => undefined);
    },
    async remove(name) {
      await rm(fileOf(dir, name), { force: true });
    },
  };
}

/** Without DATA_DIR nothing can be kept: every upload is refused by its caller. */
export const noUploadStore: UploadStore = {
  async put() {
    throw new Error('uploads need DATA_DIR');
  },
  async get() {
    return undefined;
  },
  async remove() {},
};
