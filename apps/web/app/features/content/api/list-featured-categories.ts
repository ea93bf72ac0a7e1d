// GET /api/featured/categories/get — the home page's featured categories.
import type { ApiClient } from '../../../shared/api/client.ts';
import { unwrap } from '../../../shared/api/client.ts';
import type { FeaturedCategory } from '../../../shared/api/types.ts';

export async function listFeaturedCategories(api: ApiClient): Promise<FeaturedCategory[]> {
  return unwrap(await api.GET('/api/featured/categories/get')).data;
}
