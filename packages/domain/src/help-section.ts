// The sections of /help/{sid} (spec §2).

export const HelpSection = { Privacy: 0, Disclaimers: 1, CookiePolicy: 2 } as const;
export type HelpSection = (typeof HelpSection)[keyof typeof HelpSection];

export const HELP_SECTION_LABEL: Readonly<Record<HelpSection, string>> = {
  0: 'Privacy',
  1: 'Disclaimers',
  2: 'Cookie policy',
};

/** The section a `/help/{sid}` path stands for; `undefined` for any other sid. */
export function helpSectionFromSid(sid: string): HelpSection | undefined {
  if (!/^\d$/.test(sid)) return undefined;
  const value = Number(sid);
  return value === 0 || value === 1 || value === 2 ? value : undefined;
}
