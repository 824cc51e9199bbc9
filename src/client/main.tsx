/** Browser entry: builds the data layer and router once and mounts the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
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

createRoot(rootElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
