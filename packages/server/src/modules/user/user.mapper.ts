import type { Selectable } from 'kysely';
import { parseJson } from '../../platform/db/json';
import type { UserTable } from '../../platform/db/schema';

export interface FileEntry {
  uid: string;
  name: string;
  size: number;
  url: string;
}

/** The columns a user's API shape is made of (never the password hash). */
export const userColumns = [
  'app_user.id',
  'app_user.account',
  'app_user.phone',
  'app_user.name',
  'app_user.real_name',
  'app_user.sex',
  'app_user.birthday',
  'app_user.is_pilot',
  'app_user.is_repairman',
  'app_user.avatar',
  'app_user.introduction',
] as const;

type UserRow = Pick<
  Selectable<UserTable>,
  | 'id'
  | 'account'
  | 'phone'
  | 'name'
  | 'real_name'
  | 'sex'
  | 'birthday'
  | 'is_pilot'
  | 'is_repairman'
  | 'avatar'
  | 'introduction'
>;

/** API shape of a user (spec platform §3 "User"). */
export function toUser(row: UserRow) {
  return {
    id: row.id,
    pid: row.id,
    account: row.account,
    phone: row.phone,
    name: row.name,
    realName: row.real_name,
    sex: row.sex,
    birthday: row.birthday,
    isPilot: row.is_pilot,
    isRepairman: row.is_repairman,
    avatar: parseJson<FileEntry[]>(row.avatar, []),
    introduction: row.introduction,
  };
}
