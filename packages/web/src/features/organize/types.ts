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
  /** User id (User/Lock, User/Unlock, User/ResetPass). */
  pid: number;
  phone: string;
  name: string;
  realName: string | null;
  department: number | null;
  roleIds: number[];
  isAdmin: 0 | 1;
  locked: 0 | 1;
}

export interface OperLog {
  id: number;
  targetType: number;
  targetID: number;
  userID: number | null;
  job: string;
  operContent: string;
  operTime: string;
  avatar: FileEntry[];
  userName: string | null;
}
