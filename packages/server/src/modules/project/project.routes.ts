import { Project } from '@hangar/domain/contracts/organize';
import { defineModule } from '../../platform/http/module';
import { queryProjects } from './project.repo';

// Projects of the current company. Grants are given per project; every company has a default one.

export default defineModule(Project.api, {
  Query: {
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.project }] } }),
    run: ({ db, scope, body }) => queryProjects(db, scope, body),
  },
});
