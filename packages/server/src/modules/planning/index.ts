import type { ServerModule } from '../../platform/registry';
import routes from './planning.routes';

// Planning (issue 35; docs/architecture.md "Planning"): the forecast of every occurrence over a horizon. No tables
// of its own: it reads through the faces of maintain-ctrl (items), plane-entity (counters) and mel (deferrals), and
// reads the planned flying of `flight_plan` (planning.repo.ts). The public face (docs/architecture.md "Modules"):
export { forecastPlanes } from './planning.service';

export default {
  name: 'Planning',
  routes: [routes],
} satisfies ServerModule;
