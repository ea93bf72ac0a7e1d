import { MESSAGES } from '@trails/domain/messages';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { acceptCaptcha, newChallenge } from './service.ts';

export const captchaHandlers: OperationHandlers = {
  async getCaptchaChallenge(request, reply) {
    const challenge = await newChallenge(request.server.config);
    void reply.header('cache-control', 'no-store');
    return { parameters: challenge.parameters, signature: challenge.signature ?? '' };
  },
};

/**
 * Refuses the request unless its `altcha` field solves one of our challenges (skipped only with
 * CAPTCHA_PROVIDER=off, which the config refuses in production).
 */
export async function requireCaptcha(request: FastifyRequest, payload: string | undefined) {
  const { config, db } = request.server;
  if (config.captchaProvider === 'off') return;
  if (!(await acceptCaptcha(db, config, payload))) {
    throw new HttpError(400, MESSAGES.captchaRequired, { altcha: [MESSAGES.captchaRequired] });
  }
}
