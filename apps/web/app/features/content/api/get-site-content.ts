// GET /api/content/site/get — about, privacy, cookie, disclaimer and guidelines texts.
import type { ApiClient } from '../../../shared/api/client.ts';
import { unwrap } from '../../../shared/api/client.ts';
import type { SiteContent } from '../../../shared/api/types.ts';

export async function getSiteContent(api: ApiClient): Promise<SiteContent> {
  return unwrap(await api.GET('/api/content/site/get')).data;
}
