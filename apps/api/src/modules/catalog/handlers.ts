import type { OperationHandlers } from '../../http/operations.ts';
import { getActivity } from './service.ts';

export const catalogHandlers: OperationHandlers = {
  async getActivity(request) {
    return { data: await getActivity(request.server.db, request.query.id) };
  },
};
