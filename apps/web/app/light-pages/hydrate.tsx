// A light page's script: hydrates the server-rendered body with the data the server put in the
// page, without React Router (ADR 058).
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LightPage } from './light-page.tsx';
import type { PageComponent } from './light-page.tsx';
import { PAGE_DATA_ELEMENT_ID, PAGE_ELEMENT_ID } from './pages.ts';
import type { LightPagePayload } from './pages.ts';

export function hydrateLightPage(Page: PageComponent): void {
  const container = document.getElementById(PAGE_ELEMENT_ID);
  const payloadText = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!container || !payloadText) return;
  const payload = JSON.parse(payloadText) as LightPagePayload;
  const url = new URL(window.location.href);
  // As React Router's client entry does: a transition lets React hydrate in slices and yield
  // to the phone between them (no long task), and a tap first hydrates what was tapped.
  startTransition(() => {
    hydrateRoot(container, <LightPage Page={Page} data={payload.data} url={url} />);
  });
}
