import type { ExternalToast } from 'sonner';
import { toast } from './toast.ts';

/**
 * Toasts for one form: a new problem replaces the previous one instead of stacking, and success
 * clears it (stale "Passwords don't match" toasts otherwise follow the user to the next page).
 */
export function formToast(formId: string) {
  return {
    error: (message: string, options?: ExternalToast) => toast.error(message, { ...options, id: formId }),
    success: (message: string, options?: ExternalToast) => {
      toast.dismiss(formId);
      return toast.success(message, options);
    },
  };
}
