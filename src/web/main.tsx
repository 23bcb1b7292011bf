import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, createAppQueryClient } from './app/app.tsx';
import { AppRoutes, preloadRoute } from './app/router.tsx';
import { registerServiceWorker } from './lib/platform/register-service-worker.ts';
import { initialLocale, startI18n } from './lib/language/i18n.ts';
import { evaluatePageModulesInSlices } from './boot/evaluate-in-slices.ts';
import { isPrerendered, isSignedInShell } from './boot/prerendered-page.ts';
import './styles.css';

registerServiceWorker();

const container = document.getElementById('root')!;
// A page prerendered at build time (src/web/prerender.tsx) says so on <html> (src/web/boot): a public
// page was rendered signed out, a signed-in shell while the profile loads, which is where hydration starts too.
const prerendered = isPrerendered() && container.firstElementChild !== null;
const signedInShell = isSignedInShell();

// The shared catalog of the page's language comes first: every screen's frame is translated.
const i18nReady = startI18n(initialLocale());

if (prerendered) {
  // The page's chunk (and its catalogs) must be there before hydrating, or the first render would
  // not match the HTML. In a transition, hydration yields to the browser every few milliseconds.
  void i18nReady
    .then(evaluatePageModulesInSlices)
    .then(() => preloadRoute(window.location.pathname))
    .then(() =>
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <App queryClient={createAppQueryClient({ guest: !signedInShell })}>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </App>
          </StrictMode>,
        );
      }),
    );
} else {
  void i18nReady.then(() =>
    createRoot(container).render(
      <StrictMode>
        <App queryClient={createAppQueryClient()}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </App>
      </StrictMode>,
    ),
  );
}
