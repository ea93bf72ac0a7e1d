import type { OperationHandlers } from '../../http/operations.ts';
import { searchTours, suggest } from './service.ts';

export const searchHandlers: OperationHandlers = {
  async searchActivities(request) {
    return {
      data: {
        results: await searchTours(request.server.db, request.query, request.server.clock.now()),
      },
    };
  },
  async getSearchSuggestions(request) {
    return { data: await suggest(request.server.db, request.query, request.server.clock.now()) };
  },
};
