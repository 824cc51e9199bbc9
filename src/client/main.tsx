/** Browser entry: builds the data layer and router once and mounts the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from './router.tsx';
import { createDataLayer } from './trpc.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/public-layout.css';

const router = createAppRouter(createDataLayer());

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');

createRoot(rootElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
