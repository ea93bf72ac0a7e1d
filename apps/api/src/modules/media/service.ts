// Renders images on first request and keeps every rendition: in memory (small, bounded) and on
// disk under DATA_DIR/media-cache, so a restart does not render again. Uploaded originals (review
// photos) come from the upload store (upload-store.ts).
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { MEDIA_WIDTHS } from './pictures.ts';
import type { MediaWidth } from './pictures.ts';
import { findMedia } from './repository.ts';
import { parseRecipe, sceneSvg } from './scene.ts';
import type { UploadStore } from './upload-store.ts';

export type MediaService = {
  /** The WebP bytes of an image at a width, or undefined for an unknown name. */
  rendition(name: string, width: MediaWidth): Promise<Buffer | undefined>;
  /** Where uploaded originals are kept. */
  uploads: UploadStore;
  /** Forgets every rendition of a deleted upload (memory and disk). */
  forget(name: string): Promise<void>;
};

const MEMORY_LIMIT = 256;

export function createMediaService(
  db: Database,
  dataDir: string | null,
  uploads: UploadStore,
): MediaService {
  const memory = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer | undefined>>();
  const cacheDir = dataDir ? path.join(dataDir, 'media-cache') : null;

  async function render(name: string, width: MediaWidth): Promise<Buffer | undefined> {
    const file = cacheDir ? path.join(cacheDir, `${name}-${width}.webp`) : null;
    if (file) {
      const cached = await readFile(file).catch(() => undefined);
      if (cached) return cached;
    }
    const row = await findMedia(db, name);
    if (!row) return undefined;
    let source: ReturnType<typeof sharp>;
    if (row.kind === 'scene' && row.recipe) {
      source = sharp(Buffer.from(sceneSvg(parseRecipe(row.recipe), Math.min(width, row.width))));
    } else {
      const original = await uploads.get(name);
      if (!original) return undefined;
      source = sharp(original).resize({ width: Math.min(width, row.width) });
    }
    const bytes = await source.webp({ quality: 78 }).toBuffer();
    if (file && cacheDir) {
      await mkdir(cacheDir, { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    }
    return bytes;
  }

  return {
    uploads,
    async forget(name) {
      for (const key of [...memory.keys()]) if (key.startsWith(`${name}@`)) memory.delete(key);
      if (cacheDir) {
        await Promise.all(
          MEDIA_WIDTHS.map((w) => rm(path.join(cacheDir, `${name}-${w}.webp`), { force: true })),
        );
      }
    },
    async rendition(name, width) {
      const key = `${name}@${width}`;
      const hit = memory.get(key);
      if (hit) return hit;
      let job = pending.get(key);
      if (!job) {
        job = render(name, width).finally(() => pending.delete(key));
        pending.set(key, job);
      }
      const bytes = await job;
      if (bytes) {
        if (memory.size >= MEMORY_LIMIT) memory.delete(memory.keys().next().value!);
        memory.set(key, bytes);
      }
      return bytes;
    },
  };
}
