// GET /api/locationsPages/tags — every location landing page (home tags, sitemap).
import type { ApiClient } from '../../../shared/api/client.ts';
import { unwrap } from '../../../shared/api/client.ts';
import type { LocationPage } from '../../../shared/api/types.ts';

export async function listLocationPageTags(api: ApiClient): Promise<LocationPage[]> {
  return unwrap(await api.GET('/api/locationsPages/tags')).data;
}
