import type { ExternalToast } from 'sonner';
import { toast } from './toast.ts';

// The toast each form shows now. A new problem gets a new toast and dismisses the old one, rather
// than updating it under the same id: an update that lands while the old toast is closing (its few
// seconds just ran out) is lost with it, and the user sees nothing for their second mistake.
const current = new Map<string, string>();
let shown = 0;

/**
 * Toasts for one form: a new problem replaces the previous one instead of stacking, and success
 * clears it (stale "Passwords don't match" toasts otherwise follow the user to the next page).
 */
export function formToast(formId: string) {
  const dismiss = () => {
    const id = current.get(formId);
    if (id !== undefined) toast.dismiss(id);
    current.delete(formId);
  };
  return {
    error: (message: string, options?: ExternalToast) => {
      dismiss();
      const id = `${formId}:${++shown}`;
      current.set(formId, id);
      toast.error(message, { ...options, id });
    },
    success: (message: string, options?: ExternalToast) => {
      dismiss();
      return toast.success(message, options);
    },
    dismiss,
  };
}
