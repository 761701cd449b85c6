import { UserToDo } from '@hangar/domain/contracts/todos';
import { defineModule } from '../../platform/http/module';
import { doNotice, queryOwn, queryTechNotice, receive, removeNotice } from './user-todo.service';

// /api/UserToDo/* (model document §2.4, §7 "Notices to people"; platform document §7 the to-do badge). Every
// member reads and receives its own to-dos; the technical notice dialog sits in the model drawer's bulletin
// tab: listing needs the plane-model view, notifying and withdrawing its Execute function, and the service
// adds the model-manager rule and the declared crossings (platform/db/tenant.ts modelOperators, bulletinTodos).

export default defineModule(UserToDo.api, {
  Query: {
    sample: () => ({ body: { fixedFilters: [{ name: 'state', compare: 'eq', value: 1 }] } }),
    run: queryOwn,
  },
  QueryTechNotice: {
    sample: (ids) => ({ body: { tagId: ids.noticeBulletinCard, pageSize: 100 } }),
    run: queryTechNotice,
  },
  DoNotice: {
    sample: (ids) => ({ body: { targetId: ids.noticeBulletinCard, cid: ids.company, pid: ids.user } }),
    run: doNotice,
  },
  RemoveNotice: {
    sample: (ids) => ({ body: { id: ids.userToDo } }),
    run: removeNotice,
  },
  Receive: {
    sample: (ids) => ({ body: { id: ids.userToDo } }),
    run: receive,
  },
});
