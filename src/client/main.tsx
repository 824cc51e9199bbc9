/**
 * Browser entry: builds the data layer and router once and mounts the app. A page the server
 * rendered (public routes, src/client/entry-server.tsx) is hydrated: TanStack Router's client
 * reads the router state and the query cache the server wrote (window.$_TSR) before React
 * attaches to the markup. Anything else (the admin, or a render the server gave up on) gets the
 * empty shell and renders here.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './router.tsx';
import { seedSiteSettings } from './hooks/use-site-settings.ts';
import { createDataLayer } from './trpc.ts';
import { forgetStoredRefreshToken } from './auth/auth-storage.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/public-layout.css';

forgetStoredRefreshToken();
const dataLayer = createDataLayer();
seedSiteSettings(dataLayer);
const router = createAppRouter(dataLayer);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');

if ('$_TSR' in window && rootElement.hasChildNodes()) {
  hydrateRoot(
    rootElement,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
    // Named so the browser tests can fail on any (tests/support/browser.ts): React otherwise
    // recovers from a mismatch by re-rendering on the client, which a visitor sees as a flash.
    { onRecoverableError: (error) => console.error('[hydration]', error) },
  );
} else {
  createRoot(rootElement).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
