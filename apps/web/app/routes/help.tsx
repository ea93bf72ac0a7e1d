import { data, Link } from 'react-router';
import { HELP_SECTION_LABEL, helpSectionFromSid } from '@trails/domain/help-section';
import type { Route } from './+types/help';
import { getSiteContent } from '../features/content/api/get-site-content.ts';
import { readApi } from '../shared/api/server-api.server.ts';
import { safeHtml } from '../shared/lib/rich-text.ts';
import { publicUrlOf, seoMeta } from '../shared/lib/seo.ts';
import * as ui from '../shared/styles/ui.css.ts';

// /help shows the guidelines; /help/{sid}: 0 privacy, 1 disclaimers, 2 cookie policy (spec §2).
const CONTENT_KEY = { 0: 'privacy', 1: 'disclaimer', 2: 'cookie' } as const;
const SECTIONS = ([0, 1, 2] as const).map((sid) => ({
  sid: String(sid),
  name: HELP_SECTION_LABEL[sid],
}));

export async function loader({ params, request }: Route.LoaderArgs) {
  const section = params.sid === undefined ? undefined : helpSectionFromSid(params.sid);
  if (params.sid !== undefined && section === undefined) throw data(null, { status: 404 });
  const content = await getSiteContent(readApi(request));
  const text = content[section === undefined ? 'guidelines' : CONTENT_KEY[section]];
  return {
    sid: section === undefined ? undefined : String(section),
    name: section === undefined ? 'Help' : HELP_SECTION_LABEL[section],
    text,
  };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return seoMeta(publicUrlOf(matches), {
    title: loaderData?.text.meta_title || loaderData?.name || 'Help',
    description: loaderData?.text.meta_description,
    path: loaderData?.sid !== undefined ? `/help/${loaderData.sid}` : '/help',
  });
}

export default function Help({ loaderData }: Route.ComponentProps) {
  const { sid, name, text } = loaderData;
  return (
    <div className={ui.page}>
      <nav aria-label="Help topics">
        <ul
          style={{ display: 'flex', gap: '16px', flexWrap: 'wrap', listStyle: 'none', padding: 0 }}
        >
          <li>
            <Link to="/help" aria-current={sid === undefined ? 'page' : undefined}>
              Help
            </Link>
          </li>
          {SECTIONS.map((section) => (
            <li key={section.sid}>
              <Link
                to={`/help/${section.sid}`}
                aria-current={sid === section.sid ? 'page' : undefined}
              >
                {section.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h1>{text.meta_title || name}</h1>
      <div className={ui.prose} dangerouslySetInnerHTML={{ __html: safeHtml(text.content) }} />
    </div>
  );
}
