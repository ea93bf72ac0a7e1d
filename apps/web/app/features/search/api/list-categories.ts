// GET /api/categories/get — every category (the filter panel's checkboxes).
import type { ApiClient } from '../../../shared/api/client.ts';
import { unwrap } from '../../../shared/api/client.ts';
import type { Category } from '../../../shared/api/types.ts';

export async function listCategories(api: ApiClient): Promise<Category[]> {
  return unwrap(await api.GET('/api/categories/get')).data;
}
