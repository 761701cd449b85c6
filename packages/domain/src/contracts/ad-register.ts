import { z } from 'zod';
import { addDays } from '../dates';
import { endpoints } from '../endpoint';
import { RecordId, strictBody } from './platform';

// The AD/SB register (issue 32; 14 CFR 91.417(a)(2)(v), AMC M.A.305(d)): every CAD/AD (dict 2) and SB/SI (dict 3)
// document of a model evaluated against an aircraft, with its revision and its state, computed on read from the
// evaluation (`plane_notice` type 1), the document's compliance data, the control item a notified instruction put
// under control, and the signed record that names the document by id (`maintain_task.document_id`). Messages are
// `adreg.*` (i18n/adreg.ts).

/**
 * The state of a document for an aircraft: applicable and not yet complied (`open`), complied by a signed record
 * (`complied`), complied and due again (`repetitive`), evaluated not applicable (`notApplicable`, with the reason),
 * superseded by another document (`superseded`); the fleet view also lists aircraft not evaluated yet.
 */
export const AD_STATES = ['open', 'complied', 'repetitive', 'notApplicable', 'superseded', 'unevaluated'] as const;
export type AdState = (typeof AD_STATES)[number];

/** Where an open document's deadline comes from: its control item's stored due, or its own compliance time. */
export const DEADLINE_SOURCES = ['control', 'compliance'] as const;

export const AdRegisterRow = z.object({
  /** The model document. */
  document: z.number(),
  /** 2 CAD/AD, 3 SB/SI. */
  dict: z.number(),
  seri: z.string().nullable(),
  name: z.string(),
  /** The document's revision (its `version`). */
  revision: z.string().nullable(),
  effectiveDate: z.string().nullable(),
  complianceDate: z.string().nullable(),
  complianceDays: z.number().nullable(),
  complianceHours: z.number().nullable(),
  repetitive: z.number(),
  planeId: z.number(),
  planeName: z.string(),
  /** An appliance document's part numbers (null: a document of the aircraft itself). */
  applianceParts: z.array(z.string()).nullable(),
  /** An appliance document's row: the installed component (plane_bom id), its name, part and serial number. */
  component: z.number().nullable(),
  componentName: z.string().nullable(),
  componentPart: z.string().nullable(),
  componentSeri: z.string().nullable(),
  /** An appliance document applicable to the aircraft without any component of its part numbers installed. */
  noComponent: z.boolean(),
  state: z.enum(AD_STATES),
  /** Why not applicable (state notApplicable). */
  unfitReason: z.string().nullable(),
  supersededBy: z.number().nullable(),
  supersededBySeri: z.string().nullable(),
  /** An instruction notified the aircraft (its control item is `ctrlId`). */
  notified: z.boolean(),
  ctrlId: z.number().nullable(),
  /** An open document's deadline (`YYYY-MM-DD`), and where it comes from. */
  deadline: z.string().nullable(),
  /** An open document's compliance hours as the aircraft's total hours: its total at the effective date plus them. */
  deadlineHours: z.number().nullable(),
  deadlineFrom: z.enum(DEADLINE_SOURCES).nullable(),
  /** Open and past its deadline (or its control item overdue). */
  overdue: z.boolean(),
  /** The signed record that complies with it (complied, repetitive), linked by id. */
  task: z.number().nullable(),
  workDate: z.string().nullable(),
  flyHours: z.number().nullable(),
  landings: z.number().nullable(),
  complianceMethod: z.string().nullable(),
  signedName: z.string().nullable(),
  /** A repetitive one's next due, from its control item's stored due; its state 0 fine, 1 warning, 2 overdue. */
  nextDueDate: z.string().nullable(),
  nextDueHours: z.number().nullable(),
  nextDueLandings: z.number().nullable(),
  nextDueState: z.number().nullable(),
});
export type AdRegisterRow = z.output<typeof AdRegisterRow>;

/** A model document the fleet view can show: the company's aircraft of its model evaluated against it. */
export const AdDocument = z.object({
  id: z.number(),
  dict: z.number(),
  seri: z.string().nullable(),
  name: z.string(),
  revision: z.string().nullable(),
  model: z.number(),
  modelName: z.string().nullable(),
  /** Aircraft of the company evaluated against it, and those open among them. */
  evaluated: z.number(),
  open: z.number(),
});
export type AdDocument = z.output<typeof AdDocument>;

const Dict = z.union([z.literal(2), z.literal(3)], { error: 'adreg.badDict' });

/** Who reads an aircraft's register: either screen showing its records, or the AD/SB register screen. */
const planeReaders = { anyView: ['plane-entity', 'plane-operation', 'maintain-ad'] } as const;

export const AdRegister = {
  api: endpoints('AdRegister', {
    Plane: {
      access: planeReaders,
      input: strictBody({ plane: RecordId, dict: Dict.optional() }),
      output: z.array(AdRegisterRow),
      summary:
        'The AD/SB register of an aircraft: every CAD/AD and SB/SI evaluated against it, with its revision and state',
    },
    Component: {
      access: planeReaders,
      input: strictBody({ bom: RecordId }),
      output: z.array(AdRegisterRow),
      summary:
        'The appliance documents of an installed component’s part number and their state for its serial (its aircraft’s evaluation; unevaluated ones too)',
    },
    Fleet: {
      access: { view: 'maintain-ad' },
      input: strictBody({ document: RecordId }),
      output: z.array(AdRegisterRow),
      summary: 'One document across every aircraft of its model in the company (unevaluated ones included)',
    },
    Open: {
      access: { view: 'maintain-ad' },
      input: strictBody({ dict: Dict.optional() }),
      output: z.array(AdRegisterRow),
      summary: 'The applicable documents not complied yet across the company’s fleet, nearest deadline first',
    },
    Documents: {
      access: { view: 'maintain-ad' },
      input: strictBody({ dict: Dict.optional() }),
      output: z.array(AdDocument),
      summary: 'The CAD/AD and SB/SI documents evaluated against the company’s aircraft (the fleet view’s picker)',
    },
  }),
};

/**
 * A document's own compliance deadline (`YYYY-MM-DD`), or null: its compliance date, or its effective date plus
 * its compliance days, the earlier when it has both.
 */
export function complianceDeadline(doc: {
  effectiveDate: string | null;
  complianceDate: string | null;
  complianceDays: number | null;
}): string | null {
  const byDate = doc.complianceDate ? doc.complianceDate.slice(0, 10) : null;
  const byDays =
    doc.effectiveDate && doc.complianceDays !== null
      ? addDays(doc.effectiveDate.slice(0, 10), doc.complianceDays)
      : null;
  if (byDate && byDays) return byDate < byDays ? byDate : byDays;
  return byDate ?? byDays;
}
