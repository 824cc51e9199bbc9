/** Every lazily loaded public page names its module for the server's <link> tags, and every named module exists. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../router.tsx';
import { createDataLayer } from '../trpc.ts';
import { PAGE_MODULES } from './page-modules.ts';

interface RouteNode {
  id: string;
  options: { component?: { preload?: unknown } };
}

describe('page modules of server-rendered routes', () => {
  // Route ids are given when the router is made.
  const router = createAppRouter(createDataLayer({ url: 'http://localhost/trpc' }));
  const routes = (Object.values(router.routesById) as unknown as RouteNode[]).filter((route) => route.id.startsWith('/_public'));

  it('names the module of every lazily loaded public page', () => {
    const lazyRoutes = routes.filter((route) => typeof route.options.component?.preload === 'function').map((route) => route.id);
    expect(lazyRoutes.length).toBeGreaterThan(10);
    expect(lazyRoutes.filter((id) => !PAGE_MODULES[id])).toEqual([]);
  });

  it('names modules that exist, for routes that exist', () => {
    const ids = new Set(routes.map((route) => route.id));
    for (const [id, modules] of Object.entries(PAGE_MODULES)) {
      expect(ids.has(id), id).toBe(true);
      for (const module of modules) expect(fs.existsSync(path.join(import.meta.dirname, '..', module)), module).toBe(true);
    }
  });
});
