import './zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { guardTarget } from './app/guard.ts';
import { preloadRoute } from './app/routes.tsx';
import { startLanguage } from './i18n/index.ts';
import './app/global.css';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The stored language's messages and the first screen's chunk load in parallel before the first
  // render, so the prerendered login is replaced by the real form, never by a fallback. A failed chunk
  // still renders: the screen's error boundary shows the reload message.
  const { pathname, search } = window.location;
  const first = guardTarget(pathname, search)?.split('?')[0] ?? pathname;
  await Promise.all([startLanguage(), preloadRoute(first).catch(() => undefined)]);
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
