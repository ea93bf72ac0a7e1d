import { sql } from 'drizzle-orm';
import { HttpError } from '../../http/errors.ts';
import type { OperationHandlers } from '../../http/operations.ts';

export const healthHandlers: OperationHandlers = {
  async checkHealth(request) {
    try {
      await request.server.db.execute(sql`SELECT 1`);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database does not answer');
      throw new HttpError(503, 'Database unavailable.');
    }
    return { status: 'ok' as const };
  },
};
