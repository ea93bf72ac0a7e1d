// GET /api/search/get — keyword suggestions for the search boxes.
import type { ApiClient } from '../../../shared/api/client.ts';
import { unwrap } from '../../../shared/api/client.ts';
import type { SearchSuggestions } from '../../../shared/api/types.ts';

export async function getSearchSuggestions(
  api: ApiClient,
  key: string,
  signal?: AbortSignal,
): Promise<SearchSuggestions> {
  const answer = await api.GET('/api/search/get', { params: { query: { key } }, signal });
  return unwrap(answer).data;
}
