// Code tables of the spec as `as const` objects; modules use the names, never the numbers.

/** Object type codes of the operation log and of record targets (platform spec §3), declared by each module's
 * identity (`identities/`) and gathered in catalogue.ts. */
export { ObjType } from './catalogue';

/**
 * State of a membership (`employ.status`). An administrator's Employ/Add is an invitation: it grants nothing
 * until the invited user accepts it; a declined one stays visible to the company until removed or renewed.
 */
export const EmployStatus = { Pending: 0, Active: 1, Declined: 2 } as const;
export type EmployStatus = (typeof EmployStatus)[keyof typeof EmployStatus];

/** Company id of the manufacturer side. */
export const MANUFACTURER_COMPANY_ID = 10000;

export const Sex = { Male: 1, Female: 2 } as const;
