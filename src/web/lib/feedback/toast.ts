// Toasts through sonner, loaded on first use: every form may toast, but no page should load and
// evaluate sonner (or mount its Toaster) while it hydrates. The first toast asks App to mount the
// Toaster (`useToasterWanted`); sonner hands toasts made before that to the Toaster when it subscribes.
// Calls keep their order: each waits for the same import.
import { useSyncExternalStore } from 'react';

type SonnerToast = (typeof import('sonner'))['toast'];

let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once something has been toasted: App then mounts the Toaster. */
export function useToasterWanted() {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

let loading: Promise<SonnerToast> | undefined;
function sonner() {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  return (loading ??= import('sonner').then((module) => module.toast));
}

function later<K extends 'success' | 'error' | 'info' | 'dismiss'>(kind: K) {
  return (...args: Parameters<SonnerToast[K]>): void => {
    void sonner().then((toast) => (toast[kind] as (...values: Parameters<SonnerToast[K]>) => unknown)(...args));
  };
}

export const toast = Object.assign(
  (...args: Parameters<SonnerToast>): void => {
    void sonner().then((show) => show(...args));
  },
  { success: later('success'), error: later('error'), info: later('info'), dismiss: later('dismiss') },
);
