// GET /api/sliders/get — the home banner's slides.
import type { ApiClient } from '../../../shared/api/client.ts';
import { unwrap } from '../../../shared/api/client.ts';
import type { Slider } from '../../../shared/api/types.ts';

export async function listSliders(api: ApiClient): Promise<Slider[]> {
  return unwrap(await api.GET('/api/sliders/get')).data;
}
