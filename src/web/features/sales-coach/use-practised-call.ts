import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { practiceObjections, practiceSetup } from '@shared/practise-call';
import { useMe } from '@web/lib/session/session.ts';
import { usePractisedCall as usePractisedCallQuery } from './api/use-practice.ts';
import type { PractisedCall } from './practised-call-banner.tsx';

export type Practice =
  /** No `?fromCall=` (or a guest): the Sales Coach as always. */
  | { status: 'none' }
  | { status: 'loading' }
  /** `fromLink`: just arrived from the report's "Practise this call" (the call starts by itself, once). */
  | { status: 'ready'; practised: PractisedCall; fromLink: boolean; linkUsed: () => void }
  /** Not the person's, not analysed, or deleted: they may still practise a setup of their own. */
  | { status: 'unavailable' };

/**
 * The real call `?fromCall=<id>` names (issue 31): its setup and its customer's objections. The id
 * is kept after the link is used and taken out of the address, so a reload does not start (and pay
 * for) another call, while "Practise again" still replays the same call.
 */
export function usePractice(): Practice {
  const [params, setParams] = useSearchParams();
  const linked = params.get('fromCall');
  // The id outlives the address once the link was used (linkUsed).
  const [kept, setKept] = useState<string | null>(null);
  const id = linked ?? kept;
  const signedIn = Boolean(useMe().data);
  const query = usePractisedCallQuery(signedIn ? id : null);
  const call = query.data;
  const practised = useMemo<PractisedCall | null>(
    () =>
      call && call.own && call.status === 'done' && call.report
        ? { id: call.id, createdAt: call.createdAt, setup: practiceSetup(call.setup, call.report), objections: practiceObjections(call.report) }
        : null,
    [call],
  );
  if (!id || !signedIn) return { status: 'none' };
  if (query.isPending) return { status: 'loading' };
  if (!practised) return { status: 'unavailable' };
  return {
    status: 'ready',
    practised,
    fromLink: Boolean(linked),
    linkUsed: () => {
      setKept(id);
      setParams(
        (next) => {
          next.delete('fromCall');
          return next;
        },
        { replace: true },
      );
    },
  };
}
