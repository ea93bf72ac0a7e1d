import type { OperationHandlers } from '../../http/operations.ts';
import { newChallenge } from './service.ts';

export const captchaHandlers: OperationHandlers = {
  async getCaptchaChallenge(request, reply) {
    const challenge = await newChallenge(request.server.config);
    void reply.header('cache-control', 'no-store');
    return { parameters: challenge.parameters, signature: challenge.signature ?? '' };
  },
};
