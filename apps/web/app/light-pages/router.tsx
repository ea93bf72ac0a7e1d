// What light pages use of 'react-router', without React Router's client runtime (ADR 058).
// The light build (vite.light.config.ts) resolves 'react-router' to this module, so the page
// components, the header and the footer run unchanged: links are plain links and every
// navigation loads a new document, which the server renders with its data in it. It has only
// what light pages use (the build fails on anything else): a page that needs more of the
// router — the account area, login and sign-up — stays a React Router page.
import { forwardRef } from 'react';
import type { AnchorHTMLAttributes } from 'react';

type To = string | { pathname?: string; search?: string; hash?: string };

function hrefOf(to: To): string {
  if (typeof to === 'string') return to;
  const search = to.search && !to.search.startsWith('?') ? `?${to.search}` : (to.search ?? '');
  const hash = to.hash && !to.hash.startsWith('#') ? `#${to.hash}` : (to.hash ?? '');
  return `${to.pathname ?? window.location.pathname}${search}${hash}`;
}

/** React Router's props that mean nothing when every navigation loads a document. */
interface RouterOnlyProps {
  readonly prefetch?: unknown;
  readonly reloadDocument?: boolean;
  readonly replace?: boolean;
  readonly state?: unknown;
  readonly preventScrollReset?: boolean;
  readonly viewTransition?: boolean;
  readonly discover?: unknown;
  readonly relative?: unknown;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  RouterOnlyProps & { readonly to: To };

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    prefetch: _prefetch,
    reloadDocument: _reload,
    replace: _replace,
    state: _state,
    preventScrollReset: _scroll,
    viewTransition: _transition,
    discover: _discover,
    relative: _relative,
    ...rest
  },
  ref,
) {
  return <a ref={ref} href={hrefOf(to)} {...rest} />;
});

interface NavigateOptions {
  readonly replace?: boolean;
  readonly preventScrollReset?: boolean;
  readonly state?: unknown;
}

function navigateTo(to: To | number, options?: NavigateOptions): void {
  if (typeof to === 'number') window.history.go(to);
  else if (options?.replace) window.location.replace(hrefOf(to));
  else window.location.assign(hrefOf(to));
}

export function useNavigate() {
  return navigateTo;
}

/** Route modules' loaders use it; on light pages loaders never run, only the import remains. */
export function data<D>(value: D, init?: number | ResponseInit) {
  return { type: 'DataWithResponseInit', data: value, init } as const;
}
