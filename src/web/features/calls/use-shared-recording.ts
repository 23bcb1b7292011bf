import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { takeSharedRecording } from './shared-recording.ts';

/**
 * `?shared=1`: a recording shared from another app waits in the device's storage; it becomes the
 * chosen file (shown in the file input too). 'missing' when it was not there (already taken, or
 * the browser kept nothing).
 */
export function useSharedRecording(input: RefObject<HTMLInputElement | null>, onFile: (file: File) => void) {
  const [search, setSearch] = useSearchParams();
  const [state, setState] = useState<'none' | 'taken' | 'missing'>('none');
  const wanted = search.get('shared') === '1';
  // Taken once: the file leaves the storage as it is read, and an effect may run twice.
  const taking = useRef<Promise<File | null> | null>(null);
  const took = useEffectEvent(onFile);
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    taking.current ??= takeSharedRecording().catch(() => null);
    void taking.current.then((file) => {
      if (cancelled) return;
      setState(file ? 'taken' : 'missing');
      if (file) {
        took(file);
        // The input shows the file's name like a picked one (DataTransfer is how a page sets `files`).
        if (input.current && typeof DataTransfer !== 'undefined') {
          const transfer = new DataTransfer();
          transfer.items.add(file);
          input.current.files = transfer.files;
        }
      }
      // A reload does not look for it again.
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('shared');
          return next;
        },
        { replace: true },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [wanted, input, setSearch]);
  return state;
}
