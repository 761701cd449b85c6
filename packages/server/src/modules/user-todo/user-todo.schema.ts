import type { UserToDo } from '@hangar/domain/contracts/todos';
import type { TableOf } from '../../platform/entity/entity-map';

/** To-dos of people and organisations, owned by the noticed company (migration 0013). */
export type UserToDoTable = TableOf<typeof UserToDo, { company_id: number }, 'state' | 'record'>;

declare module '../../platform/db/schema' {
  interface Database {
    user_todo: UserToDoTable;
  }
}
