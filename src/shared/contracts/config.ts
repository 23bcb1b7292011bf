import { operation } from '../contract.ts';
import type { PublicConfig } from '../api-types.ts';

export const configApi = {
  get: operation<PublicConfig>()({
    method: 'get',
    path: '/api/config',
    role: 'public',
    tag: 'config',
    summary: 'Public settings: external links and which providers are configured',
  }),
};
