import { useQuery } from '@tanstack/react-query';
import { configApi } from '@shared/contracts/config';
import { callApi } from './api.ts';

export function usePublicConfig() {
  return useQuery({ queryKey: ['public-config'], queryFn: () => callApi(configApi.get), staleTime: Infinity });
}
