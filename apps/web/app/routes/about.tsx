import type { Route } from './+types/about';
import { getSiteContent } from '../features/content/api/get-site-content.ts';
import { readApi } from '../shared/api/server-api.server.ts';
import { safeHtml } from '../shared/lib/rich-text.ts';
import { publicUrlOf, seoMeta } from '../shared/lib/seo.ts';
import * as ui from '../shared/styles/ui.css.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const content = await getSiteContent(readApi(request));
  return { section: content.about };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return seoMeta(publicUrlOf(matches), {
    title: data?.section.meta_title || 'About us',
    description: data?.section.meta_description,
    path: '/about',
  });
}

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <div className={ui.page}>
      <h1>{loaderData.section.meta_title || 'About us'}</h1>
      <div
        className={ui.prose}
        dangerouslySetInnerHTML={{ __html: safeHtml(loaderData.section.content) }}
      />
    </div>
  );
}
