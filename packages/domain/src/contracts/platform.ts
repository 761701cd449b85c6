import { z } from 'zod';
import { PREHASH_PATTERN } from '../password';
import { PHONE_PATTERN } from '../patterns';
import { dateValue, FileEntry, fileList, requiredText, text } from './fields';

// Contracts of the platform calls (sign-in, user, company, organisation). Messages are catalogue keys
// (messages.ts) so that the server and the web show the spec's wording in the user's language.

export { PHONE_PATTERN };

/** Keys the spec's clients add to most bodies; accepted and ignored (the session decides the company). */
const ignoredCompany = { cid: z.unknown().optional(), companyId: z.unknown().optional() };

/** A strict object that tolerates the spec's company id keys. */
export function strictBody<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject({ ...shape, ...ignoredCompany });
}

export const Phone = z
  .string({ error: 'validation.phoneRequired' })
  .min(1, 'validation.phoneRequired')
  .regex(PHONE_PATTERN, 'validation.phoneFormat');
export const PrehashedPass = z
  .string({ error: 'validation.passRequired' })
  .regex(PREHASH_PATTERN, 'validation.passFormat');

export const LoginInput = strictBody({
  phone: Phone,
  pass: PrehashedPass,
  captcha: z.string().max(8).optional(),
  captchaId: z.string().max(64).optional(),
});

/** A record id: a positive integer within the 32-bit range of the id columns (PostgreSQL `integer`). */
export const RecordId = z.number().int().positive().max(2_147_483_647);

export const IdInput = strictBody({ id: RecordId });

export const ChangePassInput = strictBody({ oldPass: PrehashedPass, pass: PrehashedPass });

export { FileEntry };

export const UserInfoInput = strictBody({
  phone: Phone,
  name: requiredText('validation.nameRequired', { max: 50 }),
  realName: text({ max: 50 }),
  sex: z.union([z.literal(1), z.literal(2)], { error: 'validation.sexRequired' }),
  birthday: dateValue('day').optional(),
  avatar: fileList(['avatar'], 1).nullish(),
  introduction: text({ max: 500, multiline: true }),
  isPilot: z.union([z.literal(0), z.literal(1)]).optional(),
  isRepairman: z.union([z.literal(0), z.literal(1)]).optional(),
});

/**
 * Self-registration (POST /api/User/Register): a user without a company, who then creates one or accepts an
 * invitation. A solved captcha is required every time (the server answers auth.captchaRequired without one).
 */
export const RegisterInput = strictBody({
  phone: Phone,
  name: requiredText('validation.nameRequired', { max: 50 }),
  pass: PrehashedPass,
  captcha: z.string().max(8).optional(),
  captchaId: z.string().max(64).optional(),
});

export const UserSetting = z.object({
  theme: z.enum(['default', 'lightBlue', 'dark']).default('default'),
  homeMode: z.union([z.literal(0), z.literal(1)]).default(0),
  menuPosition: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  menuFoldSet: z.union([z.literal(0), z.literal(1)]).default(1),
  menuDefaultState: z.union([z.literal(0), z.literal(1)]).default(0),
  homepageSet: z.union([z.literal(0), z.literal(1)]).default(1),
  homeMapType: z.number().int().min(0).max(10).default(0),
});
export type UserSetting = z.infer<typeof UserSetting>;
export const defaultSetting: UserSetting = UserSetting.parse({});

export const UpdateConfigInput = strictBody({ setting: z.string().max(4000) });

export const CompanyInput = strictBody({
  name: requiredText('validation.companyNameRequired', { max: 100 }),
  systemName: requiredText('validation.systemNameRequired', { max: 100 }),
  shortName: text({ max: 50 }),
  addr: text({ max: 200 }),
  logo: fileList(['logo'], 1).nullish(),
  background: fileList(['background'], 1).nullish(),
});

const DepartmentName = requiredText('validation.departmentNameRequired', { max: 100 });
/** Display order among siblings. */
const Sorter = z.number().int().min(-1_000_000).max(1_000_000);

export const DepartmentInput = strictBody({
  name: DepartmentName,
  /** 0 for a top-level department. */
  parent: z.number().int().min(0).max(2_147_483_647).default(0),
  sorter: Sorter.default(0),
});

/** Absent parent or sorter keep their stored value. */
export const DepartmentUpdateInput = strictBody({
  id: RecordId,
  name: DepartmentName,
  parent: z.number().int().min(0).max(2_147_483_647).optional(),
  sorter: Sorter.optional(),
});

const RoleName = requiredText('validation.roleNameRequired', { max: 50 });

export const RoleInput = strictBody({
  name: RoleName,
  remark: text({ max: 200, multiline: true }),
});

export const RoleUpdateInput = strictBody({
  id: RecordId,
  name: RoleName,
  remark: text({ max: 200, multiline: true }),
});

/** Replaces every grant of a role in a project (the session's project when absent). */
export const RoleGrantInput = strictBody({
  roleId: RecordId,
  projectId: RecordId.optional(),
  grants: z
    .array(z.strictObject({ view: z.string().min(1).max(64), functions: z.array(z.string().max(16)).max(7) }))
    .max(200),
});

export const RoleQueryGrantInput = strictBody({ roleId: RecordId, projectId: RecordId.optional() });

export const EmployAddInput = strictBody({
  phone: Phone,
  department: RecordId.nullish(),
  roleIds: z.array(RecordId).max(50).default([]),
  realName: text({ max: 50 }),
});

export const EmployUpdateInput = strictBody({
  id: RecordId,
  department: RecordId.nullish(),
  roleIds: z.array(RecordId).max(50),
  realName: text({ max: 50 }),
  isAdmin: z.union([z.literal(0), z.literal(1)]).optional(),
  // The certifying licence (issue 17: a sign-off needs one that has not expired); absent keeps, null clears.
  licenceNo: text({ max: 50, blankAsNull: true }),
  licenceType: text({ max: 50, blankAsNull: true }),
  /** The licence's expiry (null: it does not expire). */
  licenceExpire: dateValue().optional(),
});

/** A company administrator sets a member's password (the client's pre-hash, as at sign-in). */
export const ResetPassInput = strictBody({ id: RecordId, pass: PrehashedPass });
