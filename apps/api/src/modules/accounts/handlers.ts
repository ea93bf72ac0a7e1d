import { API_MESSAGES, MESSAGES } from '@trails/domain/messages';
import { clientKey } from '../../http/client-address.ts';
import { invalid } from '../../http/errors.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bearerToken, callerId } from '../auth/security.ts';
import { isFirstPartyClient, tooManyAttempts } from '../auth/service.ts';
import { requireCaptcha } from '../captcha/security.ts';
import { confirmEmail } from './email-confirmation.ts';
import { registerMessages } from './rules.ts';
import {
  profileOf,
  register,
  sendNewPassword,
  updateProfileField,
  verifySupplierEmail,
} from './service.ts';

export const accountHandlers: OperationHandlers = {
  async register(request) {
    const { body } = request;
    const { config, db } = request.server;
    if (!isFirstPartyClient(config, body.client_id, body.client_secret)) {
      throw invalid({ client_id: [API_MESSAGES.unknownClient] });
    }
    const errors = registerMessages(body);
    if (Object.keys(errors).length > 0) throw invalid(errors);
    await requireCaptcha(request, body.altcha);
    await register(db, config, {
      userType: body.user_type,
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email,
      password: body.password,
      ...(body.work_name === undefined ? {} : { workName: body.work_name }),
      ...(body.offers === undefined ? {} : { offers: body.offers }),
    });
    request.server.mailer.nudge();
    return { message: MESSAGES.registrationComplete };
  },

  async verifySupplierEmail(request, reply) {
    const { config, db } = request.server;
    const token = request.query.token ?? '';
    const verified = token ? await verifySupplierEmail(db, config, token) : false;
    void reply.header('cache-control', 'no-store');
    return reply.redirect(`${config.publicUrl}/verify/${verified ? 'complete' : 'failed'}`, 302);
  },

  async getProfile(request) {
    return { data: await profileOf(request.server.db, callerId(request)) };
  },

  async updateProfileField(request) {
    const { field, value, current_password: currentPassword } = request.body;
    const { config, db } = request.server;
    const message = await updateProfileField(
      db,
      config,
      callerId(request),
      field,
      value,
      bearerToken(request),
      currentPassword,
    );
    request.server.mailer.nudge();
    return { message: message ?? MESSAGES.profileUpdated };
  },

  async confirmEmail(request, reply) {
    const { config, db } = request.server;
    const token = request.query.token ?? '';
    const confirmed = token ? await confirmEmail(db, config, token) : false;
    request.server.mailer.nudge();
    void reply.header('cache-control', 'no-store');
    return reply.redirect(`${config.publicUrl}/login?email_confirmed=${confirmed ? 1 : 0}`, 302);
  },

  async resetPassword(request, reply) {
    const { config, db } = request.server;
    const { limits } = request.server;
    const account = request.body.username.trim().toLowerCase();
    const address = clientKey(request);
    const wait = Math.max(
      await limits.resetByAddress.blockedFor(address),
      await limits.resetByAccount.blockedFor(account),
    );
    if (wait > 0) throw tooManyAttempts(reply, wait);
    await limits.resetByAddress.record(address);
    await sendNewPassword(db, config, request.body.username);
    await limits.resetByAccount.record(account);
    request.server.mailer.nudge();
    return { message: MESSAGES.newPasswordSent };
  },
};
