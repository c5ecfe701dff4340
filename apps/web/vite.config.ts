import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/*
 * One chunk for what the public pages share (docs/performance.md, "Public page shell"). Left alone,
 * the bundler cuts one chunk per set of routes using a module: ~90 small Mantine, icon and app
 * chunks on every public page, each a request. The `public` group gathers:
 * - the Mantine components, hooks and Tabler icons that the root route, the public layout, or two
 *   or more public pages import by name (with what they depend on);
 * - the app's own modules that two or more of those routes import.
 * A library module is found by the name the app imports (`Text` -> `components/Text/`,
 * `useDisclosure` -> `use-disclosure/`, `IconX` -> `icons/IconX.mjs`), not by following the
 * package's index, which re-exports the whole library. Every page loads the root route, which
 * imports this chunk: the signed-in areas load the public pages' components with it (they use most
 * of them themselves). What one page alone uses (the job page's apply form) stays with it.
 */
const APP = resolve(import.meta.dirname, 'app');
const CLIENT_ROUTE = '?__react-router-build-client-route';
/** Loaded by every public page: what they import counts as shared at once. */
const SHELL_ROUTES = ['root.tsx', 'routes/layouts/default-layout.tsx'];
const PUBLIC_PAGES = [
  'home',
  'jobs',
  'job-detail',
  'companies',
  'company-detail',
  'privacy-policy',
  'terms',
  'introduction',
  'not-found',
].map((name) => `routes/public/${name}.tsx`);
const LIBRARIES = ['@mantine/core', '@mantine/hooks', '@mantine/notifications', '@tabler/icons-react'];

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const isAppModule = (id: string) =>
  !id.includes('/node_modules/') && !id.startsWith('\0') && /\.[cm]?[jt]sx?$/.test(id);

/** The app modules a route imports statically (itself included), and the library names they import. */
function routeImports(graph: ModuleGraph, file: string) {
  const modules = new Set<string>();
  const names = new Set<string>();
  const queue = [resolve(APP, file)];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (modules.has(id) || !isAppModule(id)) continue;
    modules.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []).map((i) => i.split('?')[0] ?? i));
    const source = readFileSync(id, 'utf8');
    for (const m of source.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
      if (!LIBRARIES.includes(m[2] ?? '')) continue;
      for (const part of (m[1] ?? '').split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.replace(/^type\s+/, '');
        if (name && !part.trim().startsWith('type ')) names.add(name);
      }
    }
  }
  return { modules, names };
}

/** The library module paths an imported name stands for. */
function libraryPaths(name: string): string[] {
  const kebab = name.replace(/[A-Z]/g, (c, i: number) => (i ? '-' : '') + c.toLowerCase());
  return [
    `/@mantine/core/esm/components/${name}/`,
    `/@mantine/hooks/esm/${kebab}/`,
    `/@mantine/notifications/esm/${name}`,
    `/@tabler/icons-react/dist/esm/icons/${name}.mjs`,
  ];
}

interface PublicShared {
  appModules: Set<string>;
  libraryPaths: string[];
}
let shared: PublicShared | null = null;

function publicShared(graph: ModuleGraph): PublicShared {
  if (shared) return shared;
  const routes = [...SHELL_ROUTES, ...PUBLIC_PAGES].map((file) => ({ file, ...routeImports(graph, file) }));
  const uses = (pick: (r: (typeof routes)[number]) => Set<string>) => {
    const count = new Map<string, number>();
    for (const r of routes) {
      for (const x of pick(r)) count.set(x, (count.get(x) ?? 0) + (SHELL_ROUTES.includes(r.file) ? 2 : 1));
    }
    return [...count].filter(([, n]) => n >= 2).map(([x]) => x);
  };
  const routeFiles = new Set(routes.map((r) => resolve(APP, r.file)));
  shared = {
    appModules: new Set(uses((r) => r.modules).filter((id) => !routeFiles.has(id))),
    libraryPaths: uses((r) => r.names).flatMap(libraryPaths),
  };
  return shared;
}

function publicGroup(id: string, graph: ModuleGraph): string | null {
  // Only the browser build has route modules as entries; the server build is left as it is.
  if (!graph.getModuleInfo(resolve(APP, SHELL_ROUTES[0] ?? '') + CLIENT_ROUTE)) return null;
  const { appModules, libraryPaths } = publicShared(graph);
  if (appModules.has(id)) return 'public';
  return libraryPaths.some((p) => id.includes(p)) ? 'public' : null;
}

export default defineConfig({
  plugins: [reactRouter()],
  server: { hmr: { port: 24678 } },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: (id, ctx) => publicGroup(id, ctx), debugName: 'public' }],
        },
      },
    },
  },
});
