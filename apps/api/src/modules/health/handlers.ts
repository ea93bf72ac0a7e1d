// GET /healthz: is this instance able to serve? Answered from the health monitor's last check
// (monitor.ts), never by waiting on the database: a probe during a slow query answers at once.
import { API_MESSAGES } from '@trails/domain/messages';
import { HttpError } from '../../http/errors.ts';
import type { OperationHandlers } from '../../http/operations.ts';

export const healthHandlers: OperationHandlers = {
  async checkHealth(request) {
    const { health } = request.server;
    // A probe after a quiet spell starts the next check; its verdict is the last one's.
    health.refresh();
    if (!health.healthy()) throw new HttpError(503, API_MESSAGES.databaseUnavailable);
    return { status: 'ok' as const };
  },
};
