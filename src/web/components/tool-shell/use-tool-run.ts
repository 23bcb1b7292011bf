/**
 * One tool run on the web: the client twin of the server's `withToolRun`
 * (src/server/features/credits/tool-run.ts). A tool page never drives the protocol by hand.
 *
 * ```ts
 * const tool = useToolRun('pitch-lab');        // inside <ToolWrapper> (its dialogs)
 * tool.isGuest;                                // signed out
 * tool.credits;                                // what the header shows (null for a guest; -1 = unlimited)
 * tool.precheck();                             // false (and the right dialog) when a run cannot start now;
 *                                              // for input that takes a while to gather (a recording)
 * const answer = await tool.run(() => mutation.mutateAsync(input));
 *   // precheck → work → settle(answer) → answer;
 *   // refused by the server (402 out of credits, 403 guest_trial_used) → the right dialog, resolves null;
 *   // any other error is rethrown (the server gave the credit or trial back).
 * tool.settle(answer);                         // the later answers of a multi-step run (the Sales Coach's
 *                                              // report or cancel): applies `wallet`, and gives a guest's
 *                                              // trial back when the answer says `refunded`;
 *                                              // after a failed step, `settle({ refunded })` from the error
 * ```
 *
 * The balance comes from the run's answer (`wallet`, see ToolRunAnswer in src/shared/tools.ts),
 * written into the ['me'] query: no refetch after a run. The guest mark is the server's (its signed
 * cookie) mirrored on the device by use-guest-trial.ts.
 */
import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MeResponse, WalletDto } from '@shared/api-types';
import { getTool, type ToolId } from '@shared/tools';
import { MY_ASSIGNMENTS_KEY } from '@web/lib/session/my-assignments.ts';
import { ME_QUERY_KEY, useMe } from '@web/lib/session/session.ts';
import { useToolDialogs } from './tool-dialogs.ts';
import { useGuestTrial } from './use-guest-trial.ts';
import { guestTrialAfter, isUnanswered, refusalBeforeRun, refusalOf, type RunRefusal } from './tool-run-rules.ts';

/** What `settle` reads from an answer; every field optional, so any step's answer may be passed. */
export interface SettledAnswer {
  /** The caller's balance after this step (ToolRunAnswer). */
  wallet?: WalletDto | null;
  /** The run was given back: nothing spent. */
  refunded?: boolean;
}

export interface ToolRun {
  isGuest: boolean;
  credits: number | null;
  precheck: () => boolean;
  run: <A>(work: () => Promise<A>) => Promise<A | null>;
  settle: (answer: SettledAnswer | null | undefined) => void;
}

export function useToolRun(toolId: ToolId): ToolRun {
  const tool = getTool(toolId)!;
  const client = useQueryClient();
  const me = useMe().data ?? null;
  const isGuest = !me;
  const credits = me ? (me.wallet?.availableCredits ?? 0) : null;
  const dialogs = useToolDialogs();
  const trial = useGuestTrial(isGuest);

  const openDialog = useCallback((refusal: RunRefusal) => (refusal === 'credits' ? dialogs.offerCredits() : dialogs.askToSignUp()), [dialogs]);

  const precheck = useCallback(() => {
    const refusal = refusalBeforeRun({ isGuest, cost: tool.cost, credits, trialUsed: isGuest && trial.isUsed() });
    if (refusal) openDialog(refusal);
    return refusal === null;
  }, [isGuest, tool.cost, credits, trial, openDialog]);

  const settle = useCallback(
    (answer: SettledAnswer | null | undefined) => {
      if (!answer) return;
      if (isGuest) {
        if (guestTrialAfter(answer) === 'returned') trial.markReturned();
        else trial.markUsed(toolId);
        return;
      }
      if (answer.wallet !== undefined) {
        const wallet = answer.wallet;
        // A run that was not given back also ends the dashboard's welcome for new users (MeResponse.hasRunTool).
        const hasRun = !answer.refunded;
        client.setQueryData<MeResponse | null>(ME_QUERY_KEY, (current) =>
          current ? { ...current, wallet, hasRunTool: current.hasRunTool || hasRun } : current,
        );
      } else if (answer.refunded) {
        // A step that failed but gave the credit back answers without a balance (an error): ask once.
        void client.invalidateQueries({ queryKey: ME_QUERY_KEY, exact: true });
      }
      // A run started from an assignment completes it: the dashboard's list reloads when next shown.
      void client.invalidateQueries({ queryKey: MY_ASSIGNMENTS_KEY });
    },
    [client, isGuest, toolId, trial],
  );

  /** Maps the server's refusals onto the pre-check's dialogs; true when it was one. */
  const refused = useCallback(
    (error: unknown) => {
      const refusal = refusalOf(error);
      if (!refusal) return false;
      // The header showed credits the server says are gone: take its word for the balance.
      if (refusal === 'credits') void client.invalidateQueries({ queryKey: ME_QUERY_KEY, exact: true });
      else trial.markUsed(toolId);
      openDialog(refusal);
      return true;
    },
    [client, toolId, trial, openDialog],
  );

  const run = useCallback(
    async <A>(work: () => Promise<A>): Promise<A | null> => {
      if (!precheck()) return null;
      try {
        const answer = await work();
        settle(answer as SettledAnswer);
        return answer;
      } catch (error) {
        if (refused(error)) return null;
        // Offline the device counts the trial as used (the free tool still runs in the browser).
        if (isGuest && isUnanswered(error)) trial.markUsed(toolId);
        throw error;
      }
    },
    [precheck, settle, refused, isGuest, toolId, trial],
  );

  return useMemo(() => ({ isGuest, credits, precheck, run, settle }), [isGuest, credits, precheck, run, settle]);
}
