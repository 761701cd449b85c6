import type { EmployStatus } from '@hangar/domain/codes';
import type { FileEntry } from '../../app/session-context';

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

export interface Department {
  id: number;
  name: string;
  /** 0 for a top-level department. */
  parent: number;
  sorter: number;
}

export interface Role {
  id: number;
  name: string;
  remark: string | null;
  createdAt: string;
}

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
