import type { User } from '@hangar/domain/contracts/account';
import type { Company } from '@hangar/domain/contracts/organize';
import type { Generated } from 'kysely';
import type { TableOf } from '../entity/entity-map';

// Table types of the database. Names follow the spec (snake_case columns); API shapes are mapped from
// these rows by each module, so these types never reach the client.

export interface PlatformConfigTable {
  key: string;
  value: string;
}

/** A company: the declaration's fields (contracts/organize) and when it was created. */
export type CompanyTable = TableOf<typeof Company, { created_at: string }>;

/** A user: the declaration's public fields (contracts/account) and the account's own columns. */
export type UserTable = TableOf<
  typeof User,
  {
    setting: string | null;
    pass_hash: string;
    is_platform_admin: number;
    default_company: number | null;
    created_at: string;
  }
>;

export interface RoleGrantTable {
  id: Generated<number>;
  company_id: number;
  role_id: number;
  project_id: number;
  view: string;
  /** JSON list of function names. */
  functions: string;
}

export interface EmployTable {
  id: Generated<number>;
  company_id: number;
  /** Null for an invitation to a phone that no account holds yet. */
  user_id: number | null;
  department: number | null;
  real_name: string | null;
  is_admin: number;
  locked: number;
  /** Invited (or created) at. */
  created_at: string;
  /** EmployStatus: pending invitation, active membership, declined invitation. */
  status: Generated<number>;
  /** The phone an invitation was sent to. */
  invite_phone: string | null;
  /** The user who sent the invitation. */
  invited_by: number | null;
  /** The member's date of birth (issue 34: a pilot medical's validity depends on the age). */
  birth_date: string | null;
}

export interface EmployRoleTable {
  id: Generated<number>;
  company_id: number;
  employ_id: number;
  role_id: number;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  company_id: number | null;
  project_id: number | null;
  /** Epoch milliseconds. */
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked: number;
}

export interface LoginFailureTable {
  id: Generated<number>;
  phone: string;
  at: number;
}

export interface CaptchaTable {
  id: string;
  answer_hash: string;
  expires_at: number;
}

export interface OperLogTable {
  id: Generated<number>;
  company_id: number | null;
  target_type: number;
  target_id: number;
  user_id: number | null;
  job: string;
  oper_content: string;
  oper_time: string;
}

/**
 * Every table. The platform's own are listed here; each module adds its tables from its folder
 * (`modules/<m>/<m>.schema.ts`: `declare module '../../platform/db/schema' { interface Database { ... } }`).
 */
export interface Database {
  platform_config: PlatformConfigTable;
  company: CompanyTable;
  app_user: UserTable;
  role_grant: RoleGrantTable;
  employ: EmployTable;
  employ_role: EmployRoleTable;
  session: SessionTable;
  login_failure: LoginFailureTable;
  captcha: CaptchaTable;
  oper_log: OperLogTable;
}
