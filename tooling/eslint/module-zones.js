// The zones between the API's modules (issue 19, ADR 196): a module imports another only through
// the files that module deliberately exposes. Enforced with import-x's `no-restricted-paths`, one
// zone per module: every other module's folder may import from it only its surface.
// apps/api/src/modules/README.md says what each surface is for; keep the two in step.
//
// There are no exceptions (ADR 209 ended the last of them, and the allow-list with them): a new
// need is a call on the owner's service, or a surface decision written below with its reason.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The workspaces whose modules are zoned. */
export const zonedWorkspaces = ['@trails/api'];

/** Where the modules live, inside the API's workspace. */
export const modulesFolder = 'src/modules';

/** What every module exposes: its service (rules, transactions). Handlers are never imported. */
export const defaultSurface = ['service.ts'];

/**
 * What a module exposes beyond `service.ts`, each with why. A module missing here exposes only
 * its service.
 * @type {Record<string, Record<string, string>>}
 */
export const surfaces = {
  auth: {
    'security.ts': 'the bearer guard and the caller of a request, for every signed-in call',
    'users.ts': 'the user accounts (find by e-mail, the blocked status)',
    'tokens.ts': 'issuing and hashing access tokens (accounts, social and operators sign in too)',
    'passwords.ts': 'hashing and checking passwords, at the one cost',
  },
  bookings: {
    'repository.ts': "the booking rows, for the modules that read a traveller's booking (reviews)",
    'seats.ts': 'the one seat rule: what holds a seat and what a traveller sees',
  },
  captcha: { 'security.ts': 'the captcha guard of the calls a robot could abuse' },
  catalog: {
    'cards.ts': 'the tour-card read model, the deliberate shared module (ADR 196)',
    'repository.ts': "the tours' reads and statuses (ACTIVE)",
  },
  jobs: {
    'job.ts': 'defining a job',
    'queue.ts': 'the queue jobs are sent to and run from',
  },
  mail: {
    'repository.ts': "the outbox: a mail is enqueued in the sender's own transaction",
  },
  media: { 'pictures.ts': "a picture's URLs and sizes, as every card and page shows it" },
  operations: { 'security.ts': "the operators' bearer guard (suppliers and admins)" },
  payments: {
    'application.ts': 'applying what a provider says, and deciding a held payment',
    'provider.ts':
      "the one interface of every payment provider, its refusals, and the orders' and payments' reference format",
  },
  pricing: { 'rules.ts': 'the price rules, pure functions' },
  search: { 'repository.ts': 'the listed tours by place and category, for the content pages' },
};

/** The module folders of a workspace (none when it has no modules folder). */
export function modulesOf(root) {
  try {
    return readdirSync(path.join(root, modulesFolder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

/** The files a module exposes: its service and its listed surface. */
export function surfaceOf(module) {
  return [...defaultSurface, ...Object.keys(surfaces[module] ?? {})];
}

/**
 * The `import-x/no-restricted-paths` options for the files of the modules folder.
 * @param {string} root the workspace folder (the zones' paths are relative to it)
 * @param {string[]} modules the module folder names
 */
export function zonesRule(root, modules) {
  return [
    'error',
    {
      basePath: root,
      zones: modules.map((module) => {
        const surface = surfaceOf(module);
        return {
          target: modules
            .filter((other) => other !== module)
            .map((other) => `./${modulesFolder}/${other}`),
          from: `./${modulesFolder}/${module}`,
          except: surface.map((file) => `./${file}`),
          message: `Another module imports ${module} only through ${surface.join(', ')} (apps/api/src/modules/README.md, ADR 196).`,
        };
      }),
    },
  ];
}

/**
 * The flat-config block of the zones for a workspace with a modules folder: one for all its
 * module files, the same for each.
 * @param {string} root the workspace folder
 */
export function moduleZoneConfigs(root) {
  const modules = modulesOf(root);
  if (modules.length < 2) return [];
  return [
    {
      files: [`${modulesFolder}/**/*.ts`],
      rules: { 'import-x/no-restricted-paths': zonesRule(root, modules) },
    },
  ];
}
