// The one theme contract of the kit. Components style themselves with `vars.*`; the default
// (and only) theme assigns the token values on :root, so portals (dialogs, toasts, popovers)
// are themed too and no wrapper class is needed.
import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens.ts';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function contractOf<T extends object>(value: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      typeof inner === 'string' ? null : contractOf(inner as object),
    ]),
  ) as Contract<T>;
}

export const vars = createThemeContract(contractOf(tokens));

createGlobalTheme(':root', vars, tokens);
