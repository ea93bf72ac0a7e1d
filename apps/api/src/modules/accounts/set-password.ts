// POST /api/account/password/set: the guest's new account gets its password from the mailed
// link. The token is stored only as its SHA-256 hash, expires after 7 days and is spent by one
// conditional UPDATE, so two requests with one token cannot both succeed.
// POST /api/account/password/token: the page asks first whether the link still works (ADR 310).
import { API_MESSAGES } from '@trails/domain/messages';
import { createHash } from 'node:crypto';
import { invalid } from '../../http/errors.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeOtherTokens } from '../auth/tokens.ts';
import { SET_PASSWORD } from '../payments/application.ts';
import { oneTimeCodeIsLive, setMailedAccountPassword, spendOneTimeCode } from './repository.ts';
import { passwordProblem } from './rules.ts';

/** How a token is kept: only its hash, so the table leaks no working link. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const setPasswordHandlers: OperationHandlers = {
  async checkPasswordToken(request) {
    const live = await oneTimeCodeIsLive(request.server.db, {
      codeHash: hashOf(request.body.token),
      purpose: SET_PASSWORD,
    });
    if (!live) throw invalid({ token: [API_MESSAGES.setPasswordLinkInvalid] });
    return { message: API_MESSAGES.setPasswordLinkWorks };
  },

  async setPasswordWithToken(request) {
    const { db } = request.server;
    const { token, password } = request.body;
    const problem = passwordProblem(password);
    if (problem) throw invalid({ password: [problem] });
    const codeHash = hashOf(token);
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
