import type { EmployStatus } from '@hangar/domain/codes';
import type { FileEntry } from '../../app/session-context';
import type { ReferenceRows } from '../../components/reference';

// API shapes of the organisation records as the server answers them (server modules company, department,
// role, employ, oper-log: their mappers).

export interface Company {
  id: number;
  name: string;
  systemName: string;
  shortName: string | null;
  addr: string | null;
  logo: FileEntry[];
  background: FileEntry[];
  valid: number;
  type: number | null;
  admin: number | null;
}

/** 0 `parent` for a top-level department (the kit's reference list already reads departments). */
export type Department = ReferenceRows['department'];

export type Role = ReferenceRows['role'] & { createdAt: string };

export interface Employee {
  /** Membership id (Employ/Update, Employ/Remove). */
  id: number;
  /** User id (User/Lock, User/Unlock, User/ResetPass); null until the invitation is accepted. */
  pid: number | null;
  /** The user's phone; the invited phone until the invitation is accepted. */
  phone: string;
  /** The user's nickname; null until the invitation is accepted. */
  name: string | null;
  realName: string | null;
  department: number | null;
  roleIds: number[];
  isAdmin: 0 | 1;
  locked: 0 | 1;
  /** EmployStatus of @hangar/domain/codes: invited, member, declined. */
  status: EmployStatus;
}
