import { API_MESSAGES } from '@trails/domain/messages';
import type { OperationHandlers } from '../../http/operations.ts';
import { callerId, bearerToken } from './security.ts';
import { logIn } from './service.ts';
import { revokeOtherTokens, revokeToken } from './tokens.ts';

export const authHandlers: OperationHandlers = {
  async issueToken(request, reply) {
    return logIn(request, reply, request.body);
  },

  async logout(request) {
    const token = bearerToken(request);
    if (token) await revokeToken(request.server.db, callerId(request), token);
    return { message: API_MESSAGES.loggedOut };
  },

  /** Settings' "Log out everywhere" (issue 18 Low 10): every token of the caller, this one too. */
  async logoutEverywhere(request) {
    await revokeOtherTokens(request.server.db, callerId(request), null);
    return { message: API_MESSAGES.loggedOutEverywhere };
  },
};
