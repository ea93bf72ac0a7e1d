// GET /api/settings/site/get — the site's title, description and keywords.
import type { ApiClient } from '../../../shared/api/client.ts';
import { unwrap } from '../../../shared/api/client.ts';
import type { SiteSettings } from '../../../shared/api/types.ts';

export async function getSiteSettings(api: ApiClient): Promise<SiteSettings> {
  return unwrap(await api.GET('/api/settings/site/get')).data;
}
