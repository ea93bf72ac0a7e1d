import { API_MESSAGES, MESSAGES } from '@trails/domain/messages';
import type { SocialProviderId } from '../../config.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { issueAccessToken } from '../auth/tokens.ts';
import { BLOCKED, CLIENT, findUser } from '../auth/users.ts';
import {
  clearedCodeCookie,
  clearedFlowCookie,
  codeCookie,
  flowCookie,
  holdsCode,
  newFlow,
  readFlow,
} from './flow-cookie.ts';
import { PROVIDERS, authorizationUrl, identify } from './providers.ts';
import { SocialSignInRefused, accountFor, mintSignInCode, redeemSignInCode } from './service.ts';
import type { SocialFailure } from './service.ts';

export const socialHandlers: OperationHandlers = {
  async listSocialProviders(request) {
    const configured = request.server.config.social;
    return {
      data: (Object.keys(PROVIDERS) as SocialProviderId[])
        .filter((id) => configured[id])
        .map((id) => ({ id, name: PROVIDERS[id].name, start_url: `/api/auth/social/${id}/start` })),
    };
  },

  async startSocialSignIn(request, reply) {
    const { config } = request.server;
    const provider = request.params.provider;
    const settings = config.social[provider];
    if (!settings) throw notFound(API_MESSAGES.signInProviderUnavailable);
    const flow = newFlow(provider);
    let location: string;
    try {
      location = await authorizationUrl(provider, settings, config.publicUrl, flow);
    } catch (error) {
      request.log.warn({ err: error, provider }, 'social sign-in could not start');
      return reply.redirect(`${config.publicUrl}/login?social_error=failed`, 302);
    }
    void reply
      .header(
        'set-cookie',
        flowCookie(config.secretKey, flow, config.publicUrl.startsWith('https:')),
      )
      .header('cache-control', 'no-store');
    return reply.redirect(location, 302);
  },

  async finishSocialSignIn(request, reply) {
    const { config, db } = request.server;
    const provider = request.params.provider;
    const settings = config.social[provider];
    if (!settings) throw notFound(API_MESSAGES.signInProviderUnavailable);
    const secure = config.publicUrl.startsWith('https:');
    void reply.header('set-cookie', clearedFlowCookie(secure)).header('cache-control', 'no-store');
    const fail = (reason: SocialFailure) =>
      reply.redirect(`${config.publicUrl}/login?social_error=${reason}`, 302);

    const { code, state, error } = request.query;
    const flow = readFlow(config.secretKey, request.headers.cookie, provider, state);
    if (!flow || error || !code) return fail('failed');
    try {
      const profile = await identify(provider, settings, config.publicUrl, code, flow);
      const userId = await accountFor(db, provider, profile);
      const oneTimeCode = await mintSignInCode(db, userId);
      void reply.header('set-cookie', [
        clearedFlowCookie(secure),
        codeCookie(config.secretKey, oneTimeCode, secure),
      ]);
      return reply.redirect(
        `${config.publicUrl}/login?code=${encodeURIComponent(oneTimeCode)}`,
        302,
      );
    } catch (failure) {
      if (failure instanceof SocialSignInRefused) return fail(failure.reason);
      request.log.warn({ err: failure, provider }, 'social sign-in failed');
      return fail('failed');
    }
  },

  async exchangeSocialCode(request, reply) {
    const { config, db } = request.server;
    const secure = config.publicUrl.startsWith('https:');
    // Only the browser that finished the flow holds the code's cookie; anyone else's attempt
    // leaves the code unused for its owner.
    const bound = holdsCode(config.secretKey, request.headers.cookie, request.body.code);
    void reply.header('set-cookie', clearedCodeCookie(secure));
    const userId = bound ? await redeemSignInCode(db, request.body.code) : null;
    const user = userId === null ? undefined : await findUser(db, userId);
    if (!user || user.userType !== CLIENT || user.status === BLOCKED) {
      throw new HttpError(401, MESSAGES.invalidLogin);
    }
    return issueAccessToken(db, user.id, config.tokenTtlSeconds, config.tokenIdleSeconds);
  },
};
