import { operation } from '../contract.ts';
import { commissionRecommendBodySchema, type CommissionRecommendResponse } from '../commission.ts';

// The Commission Calculator (commission): the 8 answers in, an affordable plan out.

export const commissionApi = {
  /**
   * Body `{ inputs }`; invalid answers are refused with 400 invalid_input and the message of
   * commissionInputProblem (the form checks the same with commissionFormProblem first).
   */
  recommend: operation<CommissionRecommendResponse>()({
    method: 'post',
    path: '/api/commission/recommend',
    role: 'guest',
    tag: 'commission',
    summary: 'Recommend a simple, affordable commission plan from the 8 answers (spends 1 credit or the guest trial; logged as markdown)',
    body: commissionRecommendBodySchema,
    responses: {
      402: 'Out of credits',
      403: 'Guest trial already used',
      429: 'Daily AI budget reached (per account, per address for free use, or service-wide); nothing spent',
    },
  }),
};
