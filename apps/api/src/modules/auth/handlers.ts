import type { OperationHandlers } from '../../http/operations.ts';
import { callerId, bearerToken } from './security.ts';
import { logIn } from './service.ts';
import { revokeToken } from './tokens.ts';

export const authHandlers: OperationHandlers = {
  async issueToken(request, reply) {
    return logIn(request, reply, request.body);
  },

  async logout(request) {
    const token = bearerToken(request);
    if (token) await revokeToken(request.server.db, callerId(request), token);
    return { message: 'You are logged out.' };
  },
};
