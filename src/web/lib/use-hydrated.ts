import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the page renders on the server and while React hydrates it from prerendered HTML, true
 * afterwards (and at once for a page rendered in the browser): what differs between the two goes
 * behind it, so the first render matches the HTML.
 */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
