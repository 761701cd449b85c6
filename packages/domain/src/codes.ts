// Code tables of the spec as `as const` objects; modules use the names, never the numbers.

/** Object type codes of the operation log and of record targets (platform spec §3). */
export const ObjType = {
  Model: 10000,
  Plane: 10001,
  MaintainItem: 10002,
  Control: 10003,
  JobCard: 10004,
  Document: 10005,
  Certificate: 10006,
  InstalledList: 10007,
  EngineeringOrder: 10008,
  SurveyNotice: 10009,
  TechBulletin: 10010,
  // Beyond the spec: organisation records, so that their changes are logged like any other.
  Company: 10100,
  User: 10101,
  Department: 10102,
  Role: 10103,
  Employ: 10104,
  PlaneType: 10105,
  Brand: 10106,
  Site: 10107,
  Unit: 10108,
  Material: 10109,
  MaterialType: 10110,
  Warehouse: 10111,
  Supplier: 10112,
  StoreOrder: 10113,
  /** A flight record (the flight log, issue 16). */
  FlightRecord: 10114,
  /** A maintenance record (task, AD/SB, repair, fault; issue 17). */
  MaintainRecord: 10115,
  /** An assembly row (removed and installed component) of a record or of an engine or propeller replacement. */
  Assembly: 10116,
  /** An ATA chapter of the company's chapter table. */
  AtaChapter: 10117,
} as const;
export type ObjType = (typeof ObjType)[keyof typeof ObjType];

/**
 * State of a membership (`employ.status`). An administrator's Employ/Add is an invitation: it grants nothing
 * until the invited user accepts it; a declined one stays visible to the company until removed or renewed.
 */
export const EmployStatus = { Pending: 0, Active: 1, Declined: 2 } as const;
export type EmployStatus = (typeof EmployStatus)[keyof typeof EmployStatus];

/** Company id of the manufacturer side. */
export const MANUFACTURER_COMPANY_ID = 10000;

export const Sex = { Male: 1, Female: 2 } as const;
