import { UserToDo } from '@hangar/domain/contracts/todos';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/http';
import { useSession } from '../../session/session-context';

// The signed-in user's open to-dos in the current company (spec §7: POST /api/UserToDo/Query, fixed filter
// state = 1, page size 100): the server answers the ones to the user and to the whole organisation.

export const TODO_PAGE_SIZE = 100;

export function useTodos() {
  const { user } = useSession();
  return useQuery({
    // Starts with the table name, so a DataRefresh of user_todo (real-time channel) refreshes the badge.
    queryKey: [UserToDo.table, user.id, user.curCID],
    enabled: user.curCID !== null,
    meta: { silent: true },
    queryFn: () =>
      call(UserToDo.api.Query, {
        fixedFilters: [{ name: 'state', compare: 'eq', value: 1 }],
        page: 1,
        pageSize: TODO_PAGE_SIZE,
      }),
  });
}
