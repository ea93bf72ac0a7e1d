// The light build (ADR 058): one script per light page (app/light-pages/pages.ts) that hydrates
// the server-rendered body without React Router's client runtime. Runs after `react-router
// build`, into the same build/client/assets; its manifest tells the server which files a page
// loads. Its CSS is not used: the style sheet of React Router's build has every rule, and the
// class names are the same (vanilla-extract names a class by its file and position).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { firstLoadChunks } from './build-config/first-load-chunks.ts';
import { LIGHT_PAGE_MODULES } from './app/light-pages/pages.ts';

const app = path.resolve(import.meta.dirname, 'app');
const PREFIX = 'light-page:';

/** `light-page:home` → a script that hydrates app/routes/home.tsx's page. */
function lightPageEntries(): Plugin {
  return {
    name: 'trails:light-page-entries',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1) as keyof typeof LIGHT_PAGE_MODULES;
      const page = JSON.stringify(path.join(app, LIGHT_PAGE_MODULES[name]));
      const hydrate = JSON.stringify(path.join(app, 'light-pages', 'hydrate.tsx'));
      return `import Page from ${page};\nimport { hydrateLightPage } from ${hydrate};\nhydrateLightPage(Page);\n`;
    },
  };
}

/**
 * Route modules are imported for their page component only. Their loaders' server-only modules
 * (`*.server.ts`: configuration, secrets, the server's API client) are never read into this
 * build: each becomes a module of empty exports, which falls away with the unused loaders.
 */
function serverModulesLeftOut(): Plugin {
  return {
    name: 'trails:server-modules-left-out',
    enforce: 'pre',
    async load(id) {
      if (!/\.server\.tsx?$/.test(id)) return null;
      const source = await readFile(id, 'utf8');
      const names = [
        ...source.matchAll(/^export (?:async )?(?:const|let|function|class) (\w+)/gm),
      ].map((match) => match[1]);
      return names.map((name) => `export const ${name} = undefined;`).join('\n') || 'export {};';
    },
  };
}

/**
 * The site's calls to the API (the modules in `app/features/{feature}/api/`) are plain
 * functions: where only a loader used one, nothing of it is left, and no empty file of it should
 * be loaded either.
 */
function apiCallsWithoutSideEffects(): Plugin {
  return {
    name: 'trails:api-calls-without-side-effects',
    transform: (code, id) =>
      /[\\/]app[\\/]features[\\/][^\\/]+[\\/]api[\\/][^\\/]+\.ts$/.test(id)
        ? { code, moduleSideEffects: false }
        : null,
  };
}

/** The light build's CSS repeats React Router's style sheet, which the pages link: not written. */
function withoutStyleSheets(): Plugin {
  return {
    name: 'trails:without-style-sheets',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.keys(bundle)) if (file.endsWith('.css')) delete bundle[file];
    },
  };
}

const chunks = firstLoadChunks(/[\\/]app[\\/]light-pages[\\/]hydrate\.tsx$/);

export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    serverModulesLeftOut(),
    apiCallsWithoutSideEffects(),
    lightPageEntries(),
    chunks.plugin,
    withoutStyleSheets(),
  ],
  resolve: {
    // Page components, header and footer import Link and useNavigate from React Router; here
    // they get the document-loading versions.
    alias: [{ find: /^react-router$/, replacement: path.join(app, 'light-pages', 'router.tsx') }],
  },
  publicDir: false,
  build: {
    outDir: 'build/client',
    emptyOutDir: false,
    manifest: '.vite/light-manifest.json',
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    rolldownOptions: {
      input: Object.fromEntries(
        Object.keys(LIGHT_PAGE_MODULES).map((name) => [name, `${PREFIX}${name}`]),
      ),
      // Route modules are imported for their page component only: their loaders and the
      // server-only modules those use (`*.server.ts`) fall away.
      // Radix's "use client" marks mean nothing in a client bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      treeshake: { moduleSideEffects: (id) => !/\.server\.tsx?$/.test(id) },
      output: {
        entryFileNames: 'assets/light-[name]-[hash].js',
        chunkFileNames: 'assets/light-[name]-[hash].js',
        assetFileNames: 'assets/light-[name]-[hash][extname]',
        codeSplitting: { groups: chunks.groups },
      },
    },
  },
});
