// A booking the API does not show this traveller (none such, or another traveller's): 404.
import { ApiError } from '../../../shared/api/client.ts';

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
