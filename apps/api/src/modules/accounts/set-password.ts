// POST /api/account/password/set: the guest's new account gets its password from the mailed
// link. The token is stored only as its SHA-256 hash, expires after 7 days and is spent by one
// conditional UPDATE, so two requests with one token cannot both succeed.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { invalid } from '../../http/errors.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeOtherTokens } from '../auth/tokens.ts';
import { SET_PASSWORD } from '../payments/application.ts';
import { passwordProblem } from './rules.ts';

export const SET_PASSWORD_MESSAGES = {
  tokenInvalid: 'This link is not valid any more. Ask for a new password on the login page.',
  done: 'Your password is set. You can log in now.',
} as const;

export const setPasswordHandlers: OperationHandlers = {
  async setPasswordWithToken(request) {
    const { db } = request.server;
    const { token, password } = request.body;
    const problem = passwordProblem(password);
    if (problem) throw invalid({ password: [problem] });
    const codeHash = createHash('sha256').update(token).digest('hex');
    const passwordHash = await hashPassword(password);
    const userId = await db.transaction(async (tx) => {
      const spent = await queryRows<{ user_id: number | null }>(
        tx,
        sql`UPDATE one_time_codes SET used_at = now()
          WHERE code_hash = ${codeHash} AND purpose = ${SET_PASSWORD} AND used_at IS NULL
            AND expires_at > now()
          RETURNING user_id`,
      );
      const id = spent[0]?.user_id;
      if (id === undefined || id === null) return null;
      await tx
        .update(users)
        .set({ passwordHash, emailVerifiedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, Number(id)));
      await revokeOtherTokens(tx, Number(id), null);
      return Number(id);
    });
    if (userId === null) throw invalid({ token: [SET_PASSWORD_MESSAGES.tokenInvalid] });
    return { message: SET_PASSWORD_MESSAGES.done };
  },
};
