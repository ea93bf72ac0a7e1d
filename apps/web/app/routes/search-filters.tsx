// The search page's filter panel with the deals subscription under it: a part of the page
// hydrated from its own chunk when the visitor comes near it (ADR 198) — on a phone, where it is
// folded above the results, when the Filters are opened. Until then it is the server's HTML:
// the filters a GET form with an Apply button, the type tabs plain links (ADR 059).
import type { ComponentProps } from 'react';
import { SubscriptionBox } from '../features/content/components/mail-forms.tsx';
import { FilterPanel } from '../features/search/components/filter-panel.tsx';

export default function SearchFilters(props: Omit<ComponentProps<typeof FilterPanel>, 'children'>) {
  return (
    <FilterPanel {...props}>
      <SubscriptionBox tone="boxed" />
    </FilterPanel>
  );
}
