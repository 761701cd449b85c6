import { QueryPayload } from '@hangar/domain/query';
import { action, defineModule } from '../../platform/http/module';
import { queryProjects } from './project.repo';

// Projects of the current company. Grants are given per project; every company has a default one.

export default defineModule('Project', {
  Query: action({
    body: QueryPayload,
    access: 'member',
    summary: 'Projects of the current company (reference data)',
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.project }] } }),
    run: ({ db, scope, body }) => queryProjects(db, scope, body),
  }),
});
