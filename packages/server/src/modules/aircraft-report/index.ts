import type { ServerModule } from '../../platform/registry';
import routes from './aircraft-report.routes';

// Server-made PDFs (issue 32): the aircraft status report and the fleet due list. No tables of its own: it reads
// through the faces of the modules that keep what it prints.
export { type ReportSection, type ReportSource, STATUS_REPORT_SECTIONS } from './aircraft-report.sections';

export default {
  name: 'AircraftReport',
  routes: [routes],
} satisfies ServerModule;
