import { startTransition, useEffect, useState } from 'react';
import { appIsReady } from './app-ready.ts';
import { isPrerendered } from './prerendered-page.ts';

/** In the browser, past hydration: a page rendered there, or a prerendered page the app has taken over. */
function pastHydration() {
  if (typeof document === 'undefined') return false;
  return !isPrerendered() || appIsReady();
}

/**
 * False while the page renders on the server and while React hydrates it from prerendered HTML, true
 * afterwards (and at once for a component rendered in the browser after that): what differs between the
 * two goes behind it, so the first render matches the HTML. The switch is a transition, so the render
 * it causes (a signed-in shell filling in the user's data) yields to the browser every few milliseconds
 * instead of being one long task right after hydration.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(pastHydration);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
