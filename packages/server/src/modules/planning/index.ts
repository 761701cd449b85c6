import type { ServerModule } from '../../platform/registry';
import routes from './planning.routes';

// Planning (issue 35; docs/architecture.md "Planning"): the forecast of every occurrence over a horizon. No tables
// of its own yet: it reads through the faces of maintain-ctrl (items), plane-entity (counters) and mel (deferrals).

export default {
  name: 'Planning',
  routes: [routes],
} satisfies ServerModule;
