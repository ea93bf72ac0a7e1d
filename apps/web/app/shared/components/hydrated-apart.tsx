// A part of the first view that React hydrates in its own render and commit, after the page
// around it (ADR 202). On the first load React leaves a Suspense boundary's server HTML as it is
// while it hydrates the page, then hydrates the boundary in a later pass: the page's commit, its
// effects and the part's are separate tasks instead of one long one. A tap on the part before
// then makes React hydrate it at once and replay the tap (React's selective hydration), and its
// fields are uncontrolled (ADR 059), so nothing a visitor does meanwhile is lost. Nothing inside
// suspends on a client navigation, so the empty fallback is never drawn.
import { Suspense, type ReactNode } from 'react';

export function HydratedApart({ children }: { readonly children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
