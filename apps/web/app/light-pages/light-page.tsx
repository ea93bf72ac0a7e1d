import type { ComponentType } from 'react';
import { SiteFrame } from '../layout/site-frame.tsx';

/** A route module's default export, given its loader's data as React Router would. */
export type PageComponent = ComponentType<{ loaderData: never }>;

interface LightPageProps {
  readonly Page: PageComponent;
  readonly data: unknown;
  /** The page's address: the header reads its path and search keyword from it. */
  readonly url: URL;
}

/**
 * A light page's whole body, the same tree on the server and in the browser: React gives the
 * same ids (`useId`) to the same tree, so the server renders it as a React root of its own and
 * the browser hydrates it as one (ADR 058).
 */
export function LightPage({ Page, data, url }: LightPageProps) {
  const props = { loaderData: data } as { loaderData: never };
  return (
    <SiteFrame pathname={url.pathname} searchKey={url.searchParams.get('key') ?? ''}>
      <Page {...props} />
    </SiteFrame>
  );
}
