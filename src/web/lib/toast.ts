// Toasts through sonner, loaded on first use: every form may toast, but a page should not evaluate
// sonner while it hydrates (the Toaster itself mounts lazily in app.tsx, so the chunk is usually there
// by the time a toast is shown). Calls keep their order: each waits for the same import.
type SonnerToast = (typeof import('sonner'))['toast'];

let loading: Promise<SonnerToast> | undefined;
const sonner = () => (loading ??= import('sonner').then((module) => module.toast));

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
