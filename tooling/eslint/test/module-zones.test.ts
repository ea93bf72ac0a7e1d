import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { modulesFolder, surfaces } from '../module-zones.js';

const api = path.resolve(import.meta.dirname, '..', '..', '..', 'apps', 'api');
const modules = path.join(api, modulesFolder);

type Probe = { dir: string; source: string; file: string };

/** A probe: `importer` (relative to the modules folder) importing `target` (the same). */
function probe(importer: string, target: string): Probe {
  const specifier = path.relative(path.dirname(importer), target);
  return {
    dir: api,
    file: path.join(modulesFolder, importer),
    source: `import * as probe from '${specifier.startsWith('.') ? specifier : `./${specifier}`}';\nexport default probe;\n`,
  };
}

const cases = {
  handlersOfAnother: probe('reviews/probe.ts', 'payments/handlers.ts'),
  innerFileOfAnother: probe('reviews/probe.ts', 'bookings/amendments.ts'),
  innerFileFromASubfolder: probe('payments/stripe/probe.ts', 'bookings/amendments.ts'),
  serviceOfAnother: probe('reviews/probe.ts', 'bookings/service.ts'),
  sharedCards: probe('reviews/probe.ts', 'catalog/cards.ts'),
  listedSurface: probe('operations/probe.ts', 'bookings/seats.ts'),
  ownInnerFile: probe('bookings/probe.ts', 'bookings/amendments.ts'),
  // The exceptions that ended: checkout's (ADR 203; the reference format is on payments' surface
  // now), and the last four, each now a call on its owner's service (ADR 209).
  endedCheckoutException: probe('checkout/service.ts', 'payments/sandbox/provider.ts'),
  endedAmendments: probe('operations/booking-management.ts', 'bookings/amendments.ts'),
  endedCancellation: probe('operations/booking-management.ts', 'bookings/cancellation.ts'),
  endedManagementMails: probe('operations/booking-management.ts', 'bookings/management-mails.ts'),
  endedExpiry: probe('payments/service.ts', 'bookings/expiry.ts'),
  endedPaymentMails: probe('payments/application.ts', 'bookings/mails.ts'),
  endedSecrets: probe('accounts/service.ts', 'mail/secrets.ts'),
};

/** Lints the probes in one child process (see lint-probes.mjs); the rule ids each broke. */
function lintProbes(probes: Probe[]): string[][] {
  const output = execFileSync(
    process.execPath,
    [path.join(import.meta.dirname, 'lint-probes.mjs')],
    { input: JSON.stringify(probes), encoding: 'utf8' },
  );
  return JSON.parse(output) as string[][];
}

describe("zones between the API's modules (ADR 196)", () => {
  const broken = new Map<keyof typeof cases, string[]>();
  beforeAll(() => {
    const names = Object.keys(cases) as (keyof typeof cases)[];
    lintProbes(names.map((name) => cases[name])).forEach((rules, i) => {
      broken.set(names[i]!, rules);
    });
  }, 120_000);
  const zoneErrors = (name: keyof typeof cases) =>
    (broken.get(name) ?? []).filter((rule) => rule === 'import-x/no-restricted-paths');

  it("rejects importing another module's handlers", () => {
    expect(zoneErrors('handlersOfAnother')).toHaveLength(1);
  });

  it('rejects importing a file another module does not expose, from any folder of a module', () => {
    expect(zoneErrors('innerFileOfAnother')).toHaveLength(1);
    expect(zoneErrors('innerFileFromASubfolder')).toHaveLength(1);
  });

  it('rejects, from the very files they were granted to, the imports whose exceptions ended', () => {
    const ended = [
      'endedCheckoutException',
      'endedAmendments',
      'endedCancellation',
      'endedManagementMails',
      'endedExpiry',
      'endedPaymentMails',
      'endedSecrets',
    ] as const;
    expect(ended.filter((name) => zoneErrors(name).length !== 1)).toEqual([]);
  });

  it("allows another module's service, its listed surface and the shared tour cards", () => {
    expect(zoneErrors('serviceOfAnother')).toEqual([]);
    expect(zoneErrors('listedSurface')).toEqual([]);
    expect(zoneErrors('sharedCards')).toEqual([]);
  });

  it("leaves a module's own files alone", () => {
    expect(zoneErrors('ownInnerFile')).toEqual([]);
  });

  it('parses every probe, so an allowed import passes for the right reason', () => {
    const fatal = [...broken.values()].flat().filter((rule) => rule.startsWith('fatal:'));
    expect(fatal).toEqual([]);
  });

  it('names only files that exist, so the table cannot rot unnoticed', () => {
    const missing = Object.entries(surfaces)
      .flatMap(([module, files]) => Object.keys(files).map((file) => `${module}/${file}`))
      .filter((file) => !existsSync(path.join(modules, file)));
    expect(missing).toEqual([]);
  });
});
