// The captcha's request guard: the calls a robot could abuse (register, login...) call it first.
import { MESSAGES } from '@trails/domain/messages';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { acceptCaptcha } from './service.ts';

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
