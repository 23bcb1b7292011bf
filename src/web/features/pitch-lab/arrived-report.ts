import { useSyncExternalStore } from 'react';
import type { PitchAnalysisResponse } from '@shared/pitch-lab';

// A guest's report that came in for a recording kept offline (decision 027). Guests have no pitch
// history to put it in, so the uploader leaves it here and the Pitch Lab page shows it, now if it is
// open, or when the guest next opens it in this tab. A module, not the query cache: nothing expires it.

let arrived: PitchAnalysisResponse | null = null;
const listeners = new Set<() => void>();

function set(report: PitchAnalysisResponse | null) {
  arrived = report;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const showArrivedReport = (report: PitchAnalysisResponse) => set(report);

/** The guest has moved on ("Record another"). */
export const dismissArrivedReport = () => set(null);

export function useArrivedReport() {
  return useSyncExternalStore(
    subscribe,
    () => arrived,
    () => null,
  );
}
