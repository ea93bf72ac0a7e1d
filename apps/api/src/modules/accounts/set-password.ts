// POST /api/account/password/set: the guest's new account gets its password from the mailed
// link. The token is stored only as its SHA-256 hash, expires after 7 days and is spent by one
// conditional UPDATE, so two requests with one token cannot both succeed.
import { API_MESSAGES } from '@trails/domain/messages';
import { createHash } from 'node:crypto';
import { invalid } from '../../http/errors.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeOtherTokens } from '../auth/tokens.ts';
import { SET_PASSWORD } from '../payments/application.ts';
import { setMailedAccountPassword, spendOneTimeCode } from './repository.ts';
import { passwordProblem } from './rules.ts';

export const setPasswordHandlers: OperationHandlers = {
  async setPasswordWithToken(request) {
    const { db } = request.server;
    const { token, password } = request.body;
    const problem = passwordProblem(password);
    if (problem) throw invalid({ password: [problem] });
    const codeHash = createHash('sha256').update(token).digest('hex');
    const passwordHash = await hashPassword(password);
    const userId = await db.transaction(async (tx) => {
      const id = await spendOneTimeCode(tx, { codeHash, purpose: SET_PASSWORD });
      if (id === null) return null;
      await setMailedAccountPassword(tx, id, passwordHash);
      await revokeOtherTokens(tx, id, null);
      return id;
    });
    if (userId === null) throw invalid({ token: [API_MESSAGES.setPasswordLinkInvalid] });
    return { message: API_MESSAGES.passwordSet };
  },
};
