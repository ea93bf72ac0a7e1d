// Development logins for the operations API (ADR 104): the demo suppliers get a password and a
// demo admin (user_type 1) exists. Known passwords: only a developer's machine seeds them
// (seedOnStart, ADR 306); idempotent.
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import * as t from '../schema.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { SUPPLIERS } from './catalogue.ts';

export const DEMO_ADMIN = { email: 'admin@lankatrails.example', password: 'lanka-admin-dev' };
/** Every demo supplier logs in with this password (their e-mails are in seed/catalogue.ts). */
export const DEMO_SUPPLIER_PASSWORD = 'lanka-supplier-dev';

export async function seedOperators(db: Database): Promise<boolean> {
  const supplierHash = await hashPassword(DEMO_SUPPLIER_PASSWORD);
  const adminHash = await hashPassword(DEMO_ADMIN.password);
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(t.seedRuns)
      .values({ name: 'operators' })
      .onConflictDoNothing()
      .returning({ name: t.seedRuns.name });
    if (marked.length === 0) return false;
    for (const supplier of SUPPLIERS) {
      await tx.execute(sql`UPDATE users SET password_hash = ${supplierHash}
        WHERE lower(email) = lower(${supplier.email}) AND user_type = 2 AND password_hash IS NULL`);
    }
    await tx.execute(sql`INSERT INTO users (email, password_hash, first_name, last_name, user_type, status)
      VALUES (${DEMO_ADMIN.email}, ${adminHash}, 'Demo', 'Admin', 1, 1)
      ON CONFLICT ((lower(email))) DO NOTHING`);
    return true;
  });
}
