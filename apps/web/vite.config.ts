import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/*
 * Chunk groups of the browser build (docs/performance.md, "Public page shell"). Left alone, the
 * bundler cuts one chunk per set of routes using a module: ~90 small Mantine, icon and app chunks
 * on every public page, each a request. Three groups instead, taken in this order:
 * - `react`: React, React DOM and the router, which every page needs;
 * - `root`: what the root route imports (and the visitor layouts, below). Every page loads the
 *   root route, so this costs no page anything;
 * - `public`: what the public layout imports, or two or more public pages: the Mantine components,
 *   hooks and Tabler icons they import by name (with what those depend on) and the app's modules.
 * A library module is found by the name the app imports (`Text` -> `components/Text/`,
 * `useDisclosure` -> `use-disclosure/`, `IconX` -> `icons/IconX.mjs`), not by following the
 * package's index, which re-exports the whole library. What one page alone uses (the job page's
 * apply form) stays with it. A route outside the public pages that imports one module of
 * `public` loads all of it (the login page does, for its inputs).
 */
const APP = resolve(import.meta.dirname, 'app');
const CLIENT_ROUTE = '?__react-router-build-client-route';
/** Loaded by every page: what they import goes to the `root` group. */
const ROOT = 'root.tsx';
/**
 * The other layouts a visitor sees before signing in: what they import goes to `root` too, so
 * that they do not load the public pages' chunk for a logo (a few KB more on every page).
 */
const VISITOR_LAYOUTS = ['routes/layouts/auth-layout.tsx', 'routes/layouts/coming-soon-layout.tsx'];
/** Loaded by every public page: what it imports counts as shared at once. */
const SHELL_ROUTES = [ROOT, 'routes/layouts/default-layout.tsx'];
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
const JOB_PAGE = 'job-detail';
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
    // Style modules are left where they are imported (the full Mantine CSS of the auth layout).
    if (modules.has(id) || !isAppModule(id) || id.startsWith(`${APP}/styles/`)) continue;
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

interface Shared {
  appModules: Set<string>;
  libraryPaths: string[];
}
let groups: {
  root: Shared;
  public: Shared;
  pageLibraries: Map<string, string>;
} | null = null;

function sharedGroups(graph: ModuleGraph) {
  if (groups) return groups;
  const routes = [...SHELL_ROUTES, ...PUBLIC_PAGES].map((file) => ({ file, ...routeImports(graph, file) }));
  const routeFiles = new Set(routes.map((r) => resolve(APP, r.file)));
  /** What the shell routes import, or two or more public pages. */
  const shared = (pick: (r: (typeof routes)[number]) => Set<string>) => {
    const count = new Map<string, number>();
    for (const r of routes) {
      for (const x of pick(r)) count.set(x, (count.get(x) ?? 0) + (SHELL_ROUTES.includes(r.file) ? 2 : 1));
    }
    return [...count].filter(([, n]) => n >= 2).map(([x]) => x);
  };
  // root.tsx itself too: the public layout and pages import it (useRootData).
  /*
   * A library piece one public page alone imports (a Tabler icon, a Mantine component) that a
   * signed-in page imports too would be a chunk of its own, and each of its dependencies another
   * (a request for 200 bytes each): those of each page go in one chunk for that page. The importers
   * cannot tell (the package's index re-exports every piece), so all of a page's are taken. The
   * job page's (the apply panel's Alert) stay in `public`, as when the job list shared them: their
   * dependencies would otherwise land in another page's chunk, which the job page would load.
   */
  const pageLibraries = new Map<string, string>();
  const publicNames = new Set(shared((r) => r.names));
  for (const r of routes) {
    if (SHELL_ROUTES.includes(r.file)) continue;
    const page = r.file.replace(/^routes\/public\/|\.tsx$/g, '');
    for (const name of r.names) {
      if (publicNames.has(name)) continue;
      if (page === JOB_PAGE) publicNames.add(name);
      else for (const path of libraryPaths(name)) pageLibraries.set(path, `lib-${page}`);
    }
  }
  const root = [ROOT, ...VISITOR_LAYOUTS].map((file) => routeImports(graph, file));
  const visitorLayouts = new Set(VISITOR_LAYOUTS.map((file) => resolve(APP, file)));
  groups = {
    root: {
      // Not the visitor layouts' own modules: the auth layout brings all of Mantine's CSS.
      appModules: new Set(root.flatMap((r) => [...r.modules]).filter((id) => !visitorLayouts.has(id))),
      libraryPaths: root.flatMap((r) => [...r.names]).flatMap(libraryPaths),
    },
    public: {
      appModules: new Set(shared((r) => r.modules).filter((id) => !routeFiles.has(id))),
      libraryPaths: [...publicNames].flatMap(libraryPaths),
    },
    pageLibraries,
  };
  return groups;
}

/** The group of a module in the browser build, if any (the server build is left as it is). */
function groupOf(group: 'root' | 'public', id: string, graph: ModuleGraph): string | null {
  if (!graph.getModuleInfo(resolve(APP, ROOT) + CLIENT_ROUTE)) return null;
  const { appModules, libraryPaths } = sharedGroups(graph)[group];
  return appModules.has(id) || libraryPaths.some((p) => id.includes(p)) ? group : null;
}

/** The chunk of the library pieces one public page alone imports (sharedGroups), if the module is one. */
function pageLibraryGroup(id: string, graph: ModuleGraph): string | null {
  if (!graph.getModuleInfo(resolve(APP, ROOT) + CLIENT_ROUTE)) return null;
  for (const [path, group] of sharedGroups(graph).pageLibraries) if (id.includes(path)) return group;
  return null;
}

/*
 * Short CSS-module class names in the build (`_k3x9qa` instead of `_factText_1fqll_138`): a list
 * page repeats the card's classes twenty times and the shell's on every page. The name is a hash of
 * the file (relative to the app) and the class, so the server and browser builds agree; a clash
 * stops the build. Development keeps Vite's readable names.
 */
const scopedNames = new Map<string, string>();
function shortScopedName(name: string, filename: string): string {
  const key = `${relative(APP, filename.split('?')[0] ?? filename)}:${name}`;
  const hash = BigInt(`0x${createHash('sha256').update(key).digest('hex').slice(0, 12)}`).toString(36);
  const short = `_${hash.slice(0, 6)}`;
  const owner = scopedNames.get(short);
  if (owner !== undefined && owner !== key)
    throw new Error(`CSS module class name clash: ${owner} and ${key}`);
  scopedNames.set(short, key);
  return short;
}

export default defineConfig(({ command }) => ({
  plugins: [reactRouter()],
  server: { hmr: { port: 24678 } },
  css: command === 'build' ? { modules: { generateScopedName: shortScopedName } } : {},
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // `root` first: its modules (and what they import) are taken before `public` is formed.
          groups: [
            // React and the router, which every page needs: taken first, so neither group below
            // draws them in with its components (the entry would then import that group).
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 3,
            },
            { name: (id, ctx) => groupOf('root', id, ctx), debugName: 'root', priority: 2 },
            { name: (id, ctx) => groupOf('public', id, ctx), debugName: 'public', priority: 1 },
            { name: (id, ctx) => pageLibraryGroup(id, ctx), debugName: 'page libraries', priority: 0 },
          ],
        },
      },
    },
  },
}));
