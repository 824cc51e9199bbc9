/**
 * Serves the app shell with the page's own head for every public deep link, plus /sitemap.xml
 * and /robots.txt. The shell (dist/client/index.html) is read once.
 */
import fs from 'node:fs';
import { SITE_SETTINGS_SCRIPT_ID } from '#shared/shell-data.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppServices } from '../services.ts';
import { loadPublicSiteSettings } from '../modules/settings/site-settings.service.ts';
import { injectHead, renderHeadTags, renderJsonScript, type PageHead } from './page-head.ts';
import { SEO_ROUTES, matchPattern } from './seo-routes.ts';
import { robotsTxt, sitemapPart, sitemapXml } from './sitemap.ts';

/**
 * The origin of canonical URLs, the sitemap and robots.txt: configured (PUBLIC_URL, or
 * http://localhost:PORT in development), never the request's Host or X-Forwarded-Host, which
 * anyone can set and the sitemap is publicly cached with.
 */
function siteOrigin(services: AppServices): string {
  return services.config.publicUrl;
}

export function registerSeo(app: FastifyInstance, services: AppServices): void {
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain').send(robotsTxt(siteOrigin(services))));
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemapXml(services.pool, siteOrigin(services))),
  );
  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', async (request, reply) => {
    const xml = await sitemapPart(services.pool, siteOrigin(services), request.params.part);
    return xml ? reply.type('application/xml').send(xml) : reply.code(404).send({ status: 'error', message: 'No such sitemap' });
  });
}

/** The built index.html with the head of the page at `request.url`, and the public site settings. */
export async function renderAppShell(services: AppServices, request: FastifyRequest, indexHtml: string): Promise<string> {
  const path = request.url.split('?')[0] ?? '/';
  const origin = siteOrigin(services);
  const settings = await loadPublicSiteSettings(() => services.orm.em.fork());
  const site = { agentName: settings.agent_name, siteTitle: settings.site_title, siteDescription: settings.site_short_description };
  let head: PageHead = { page: path.startsWith('/admin') ? 'Admin' : 'Home', canonicalPath: '/', noindex: path.startsWith('/admin') };
  if (!path.startsWith('/admin')) {
    for (const route of SEO_ROUTES) {
      const params = matchPattern(route.pattern, path);
      if (!params) continue;
      head = (await route.resolve(params, { services, origin, settings })) ?? head;
      break;
    }
  }
  return injectHead(indexHtml, `${renderHeadTags(head, site, origin)}\n    ${renderJsonScript(SITE_SETTINGS_SCRIPT_ID, settings)}`);
}

export function readIndexHtml(indexHtmlPath: string): string | null {
  return fs.existsSync(indexHtmlPath) ? fs.readFileSync(indexHtmlPath, 'utf8') : null;
}
