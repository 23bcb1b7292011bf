import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@shared/api-types';
import { api } from './api.ts';

export function usePublicConfig() {
  return useQuery({ queryKey: ['public-config'], queryFn: () => api<PublicConfig>('/api/config'), staleTime: Infinity });
}
