import { useSyncExternalStore } from 'react';

// Tailwind's `lg` breakpoint: the members table (five columns, two buttons a row) from here up, cards below.
const WIDE = '(min-width: 64rem)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * True on screens wide enough for a table. One layout is rendered at a time (not both, one hidden
 * by CSS), so each control exists once for screen readers, tests and label ids.
 */
export function useWideScreen() {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}
