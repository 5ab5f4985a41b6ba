import type { User } from '@fotoobraz/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** Rows per page of the user list (JHipster's ITEMS_PER_PAGE). */
export const USERS_PAGE_SIZE = 20;

export interface UsersPage {
  users: User[];
  total: number;
}

/** The user as the form sends it: JHipster's AdminUserDTO without the audit fields. */
export type UserInput = Pick<
  User,
  'login' | 'firstName' | 'lastName' | 'email' | 'activated' | 'langKey' | 'authorities'
> & { id?: number };

const ALL = ['users'] as const;

export const usersPageQuery = (page: number, sort: string) =>
  queryOptions({
    queryKey: [...ALL, 'page', page, sort] as const,
    queryFn: async ({ signal }): Promise<UsersPage> => {
      const sorts = sort.startsWith('id,') ? [sort] : [sort, 'id,asc'];
      const { data, headers } = await api.get<User[]>('api/users', {
        query: { page, size: USERS_PAGE_SIZE, sort: sorts },
        signal,
      });
      return { users: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
    },
  });

export const userQuery = (login: string) =>
  queryOptions({
    queryKey: [...ALL, 'one', login] as const,
    queryFn: async ({ signal }) =>
      (await api.get<User>(`api/users/${encodeURIComponent(login)}`, { signal })).data,
  });

export const authoritiesQuery = queryOptions({
  queryKey: [...ALL, 'authorities'] as const,
  queryFn: async ({ signal }) =>
    (await api.get<string[]>('api/users/authorities', { signal })).data,
  staleTime: Infinity,
});

/** POST api/users to create, PUT api/users to update; the lists load again afterwards. */
export const useSaveUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (user: UserInput) =>
      user.id === undefined
        ? (await api.post<User>('api/users', user)).data
        : (await api.put<User>('api/users', user)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
};

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (login: string) => api.delete(`api/users/${encodeURIComponent(login)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
};
