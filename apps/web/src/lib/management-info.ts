import type { InfoAnswer } from '@fotoobraz/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api/api-client';

/** GET /management/info as the shell reads it (DESIGN.md §2); it may not have answered yet. */
export type ManagementInfo = Partial<InfoAnswer>;

export interface ProfileInfo {
  /** The profile to show in the ribbon (e.g. `dev`), or undefined when no ribbon is wanted. */
  ribbonProfile?: string;
  inProduction: boolean;
  /** The server publishes its OpenAPI description (the `api-docs` profile). */
  apiDocsEnabled: boolean;
}

/** The ribbon shows when an active profile is the one named by `display-ribbon-on-profiles`. */
export const profileInfoOf = (info: ManagementInfo): ProfileInfo => {
  const active = info.activeProfiles ?? [];
  const ribbonOn = (info['display-ribbon-on-profiles'] ?? '').split(',').map((p) => p.trim());
  return {
    ribbonProfile: active.find((p) => p !== '' && ribbonOn.includes(p)),
    inProduction: active.includes('prod'),
    apiDocsEnabled: active.includes('api-docs'),
  };
};

export const managementInfoQuery = queryOptions({
  queryKey: ['management-info'],
  queryFn: async () => profileInfoOf((await api.get<ManagementInfo>('management/info')).data),
  staleTime: Infinity,
});

/** Undefined until the server has answered (and after a failure: no ribbon, no dev hints). */
export const useProfileInfo = (): ProfileInfo | undefined => useQuery(managementInfoQuery).data;
