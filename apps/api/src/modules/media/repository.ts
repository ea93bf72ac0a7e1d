import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { media } from '../../db/schema.ts';

export function findMedia(db: Database, name: string) {
  return db
    .select()
    .from(media)
    .where(eq(media.name, name))
    .then((rows) => rows[0]);
}
