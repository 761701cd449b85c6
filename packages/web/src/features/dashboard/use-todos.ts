import type { ListBody } from '@hangar/domain/query';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../api/http';
import { useSession } from '../../app/session-context';

// The signed-in user's open to-dos (spec §7: POST /api/UserToDo/Query, fixed filter state = 1, filtered on
// noticeUser, page size 100). The endpoint arrives with a later issue: until then its 404 means "none".

export const TODO_PAGE_SIZE = 100;

export interface UserToDo {
  id: number;
  title?: string;
  content?: string;
  createTime?: string;
}

const none: ListBody<UserToDo> = { items: [], totalItems: 0 };

export function useTodos() {
  const { user } = useSession();
  return useQuery({
    // Starts with the table name, so a DataRefresh of user_todo (real-time channel) refreshes the badge.
    queryKey: ['user_todo', user.id, user.curCID],
    enabled: user.curCID !== null,
    meta: { silent: true },
    queryFn: async () => {
      try {
        return await api.post<ListBody<UserToDo>>('/api/UserToDo/Query', {
          fixedFilters: [{ name: 'state', compare: 'eq', value: 1 }],
          filters: [{ name: 'noticeUser', compare: 'eq', value: user.id }],
          page: 1,
          pageSize: TODO_PAGE_SIZE,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return none;
        throw error;
      }
    },
  });
}
