import { z } from 'zod';
import { endpoints } from '../endpoint';
import { RecordId, strictBody } from './platform';

// Server-made PDFs (issue 32; docs/architecture.md "Server-made PDFs and signed-record exports"): the aircraft
// status report and the fleet due list, answered as application/pdf in the reader's language (the request's).
// Who may have one is who sees the screen that shows the same: the aircraft drawer (plane-entity) for the status
// report, the fleet monitor (maintain-control) for the due list.

export const StatusReportInput = strictBody({ plane: RecordId });

/** Everything due within `days` days (forecasts included, overdue included) or within `hours` flight hours. */
export const DueListInput = strictBody({
  days: z
    .number({ error: 'report.daysInvalid' })
    .int('report.daysInvalid')
    .min(0, 'report.daysInvalid')
    .max(3650, 'report.daysInvalid')
    .optional(),
  hours: z
    .number({ error: 'report.hoursInvalid' })
    .min(0, 'report.hoursInvalid')
    .max(1_000_000, 'report.hoursInvalid')
    .optional(),
});
export type DueListInput = z.input<typeof DueListInput>;

/** The due list's window when the request names none. */
export const DEFAULT_DUE_DAYS = 30;

export const AircraftReport = {
  api: endpoints('AircraftReport', {
    Status: {
      access: { view: 'plane-entity' },
      input: StatusReportInput,
      raw: true,
      summary:
        'The status report of one aircraft of the company as a PDF (application/pdf attachment) in the ' +
        'caller’s language: identity, totals, status and reasons, due items, life-limited parts, components, ' +
        'open faults, certificates, the last signed records and the record-chain head',
    },
    FleetDue: {
      access: { view: 'maintain-control' },
      input: DueListInput,
      raw: true,
      summary: 'The fleet due list as a PDF: every enabled control item due within N days or N hours, by aircraft',
    },
  }),
};
