import { useRef } from 'react';

/**
 * Radix gives focus back to a dialog's Trigger when it closes. Our dialogs are mostly opened from
 * elsewhere (a row's delete button, a report in a list, a failed run), so without this keyboard
 * users would land on <body> at the top of the page. Spread onto Dialog/AlertDialog Content.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      opener.current = null;
      if (!element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
