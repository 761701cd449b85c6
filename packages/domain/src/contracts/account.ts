import { z } from 'zod';
import { endpoints, listOf } from '../endpoint';
import { entity, field } from '../entity';
import { Functions } from '../permissions';
import { QueryPayload } from '../query';
import { FileEntry } from './fields';
import {
  ChangePassInput,
  IdInput,
  LoginInput,
  Phone,
  RegisterInput,
  ResetPassInput,
  UpdateConfigInput,
  UserInfoInput,
} from './platform';

// Contracts of the platform's own calls: the sign-in page (Platform), sign-in and sessions (lg) and the user
// (User): the account as its owner and a company's administrators see it.

/** A 0/1 flag as the spec answers it. */
const Flag = z.union([z.literal(0), z.literal(1)]);
const files = z.array(FileEntry);

/** A user's public record (never the password hash); the inputs are UpdateInfo's (UserInfoInput). */
const user = entity({
  name: 'User',
  table: 'app_user',
  owner: 'shared',
  labels: 'organize.field',
  fields: {
    account: { ...field.text(undefined, { filter: false, sort: false }), answer: z.string() },
    phone: { ...field.text(UserInfoInput.shape.phone), answer: z.string() },
    name: { ...field.text(UserInfoInput.shape.name), answer: z.string() },
    realName: field.text(UserInfoInput.shape.realName),
    sex: { ...field.enum(UserInfoInput.shape.sex, [1, 2]), answer: z.number().nullable() },
    birthday: field.date(UserInfoInput.shape.birthday, { filter: false, sort: false }),
    isPilot: field.flag(UserInfoInput.shape.isPilot),
    isRepairman: field.flag(UserInfoInput.shape.isRepairman),
    avatar: field.json(UserInfoInput.shape.avatar, files),
    introduction: field.text(UserInfoInput.shape.introduction, { filter: false, sort: false }),
  },
});

/** A user as answered: the record plus `pid` (the spec's person id, the same as `id`); avatar `[]` when none. */
export const UserRow = user.row.extend({ pid: z.number() });
export type UserRow = z.output<typeof UserRow>;

const ViewGrant = z.object({ name: z.string(), functions: z.array(z.enum(Functions)) });

/** GET /api/User/Info: the signed-in user with the current company, project and permitted views. */
export const UserInfo = UserRow.extend({
  curCID: z.number().nullable(),
  isAdmin: Flag,
  isPlatformAdmin: Flag,
  admin: z.number().nullable(),
  companyName: z.string().nullable(),
  isMultiTenancy: Flag,
  projects: z.array(z.object({ id: z.number(), name: z.string() })),
  fileServer: z.string(),
  /** The external document system linked from the Documents menu; null when not configured. */
  docsUrl: z.string().nullable(),
  filePort: z.number(),
  /** JSON text of the spec's role list. */
  systemRoles: z.string(),
  curProject: z.number().nullable(),
  mySystemName: z.string().nullable(),
  systemName: z.string(),
  mySystemLogo: files,
  companyLogo: files,
  /** JSON text of the user settings (theme, menuPosition, ...). */
  setting: z.string(),
  views: z.array(ViewGrant),
  validDays: z.number(),
});
export type UserInfo = z.output<typeof UserInfo>;

export const User = {
  ...user,
  api: endpoints('User', {
    Info: {
      access: 'session',
      method: 'GET',
      input: z.object({ project: z.coerce.number().int().positive().optional() }),
      output: UserInfo,
      summary: 'The current user info with views and their functions',
    },
    QueryByToken: {
      access: 'public',
      method: 'GET',
      path: '/api/User/Query',
      input: z.object({ token: z.string().max(200).optional() }),
      output: UserRow,
      summary: 'The user of a session token (query parameter token, else the Authorization header or cookie)',
    },
    Query: {
      // The company's users: phones and birthdays to the employee screen's holders; names and avatars to any other
      // member (their own row whole).
      access: {
        view: 'organize-employ',
        names: { fields: ['id', 'pid', 'name', 'realName', 'avatar', 'isPilot', 'isRepairman'], self: 'id' },
      },
      input: QueryPayload,
      output: listOf(UserRow),
      summary: 'Users of the current company (reference data)',
    },
    Register: {
      access: 'public',
      input: RegisterInput,
      output: z.null(),
      summary:
        'Self-registration with a solved captcha: creates a user without a company, unless the phone is taken. ' +
        'The answer is the same either way (it reveals no account); throttled per client address.',
    },
    QueryByPhone: {
      access: 'session',
      method: 'GET',
      input: z.object({ phone: Phone }),
      output: z.object({ id: z.number(), account: z.string() }),
      summary: 'Account and id of a phone: the caller’s own, or a member’s of the caller’s company (else 404)',
    },
    UpdateInfo: {
      access: 'session',
      path: '/api/User/UpdateInfo/{id}',
      input: UserInfoInput,
      output: UserRow.nullable(),
      summary: 'Updates personal information: own record, or (administrators) a member of this company only',
    },
    UpdateConfig: {
      access: 'session',
      input: UpdateConfigInput,
      output: z.object({ setting: z.string() }),
      summary: 'Updates the caller’s settings (JSON text)',
    },
    ChangePass: {
      access: 'session',
      path: '/api/user/ChangePass',
      input: ChangePassInput,
      output: z.object({ token: z.string() }),
      summary: 'Changes the caller’s password; revokes every session and opens a new one',
    },
    Lock: {
      access: { allow: ['organize-employ', 'Edit'] },
      input: IdInput,
      output: z.object({ id: z.number(), locked: Flag }),
      summary: 'Locks a user’s membership in the current company and ends their sessions there',
    },
    Unlock: {
      access: { allow: ['organize-employ', 'Edit'] },
      input: IdInput,
      output: z.object({ id: z.number(), locked: Flag }),
      summary: 'Unlocks a user’s membership in the current company',
    },
    ResetPass: {
      access: { allow: ['organize-employ', 'Edit'] },
      input: ResetPassInput,
      output: z.object({ id: z.number() }),
      summary: 'Sets the password (client pre-hash) of a member who belongs to this company only',
    },
  }),
};

/** Sign-in, captcha, sign-out and company switch (the spec's `lg` module). */
export const Lg = endpoints('lg', {
  Login: {
    access: 'public',
    path: '/api/lg',
    input: LoginInput,
    output: z.object({ token: z.string(), cid: z.number().nullable(), validDays: z.number(), ret: z.literal(0) }),
    summary: 'Sign in with phone and pre-hashed password',
  },
  Captcha: {
    access: 'public',
    method: 'GET',
    raw: true,
    summary: 'A new captcha image (SVG); its id comes in the hangar_captcha cookie and the X-Captcha-Id header',
  },
  exit: { access: 'session', output: z.null(), summary: 'Sign out: revokes this session' },
  SwitchCompany: {
    access: 'session',
    input: IdInput,
    output: z.object({ cid: z.number(), curProject: z.number().nullable() }),
    summary: 'Makes a joined company the current one (and the default of later sign-ins)',
  },
});
export type LoginAnswer = z.output<typeof Lg.Login.output>;

/** The sign-in page's configuration, and the health check for load balancers. */
export const Platform = endpoints('Platform', {
  Config: {
    access: 'public',
    method: 'GET',
    output: z.object({
      isMultiTenancy: Flag,
      systemName: z.string(),
      version: z.string(),
      login: z.object({
        fields: z.array(z.string()),
        captchaAfterFailure: z.boolean(),
        captchaLength: z.number(),
        passwordMin: z.number(),
      }),
    }),
    summary: 'Multi-tenancy flag and sign-in field configuration',
  },
  Health: {
    access: 'public',
    method: 'GET',
    path: '/api/health',
    raw: true,
    summary: 'Database reachable and version, for load balancers',
  },
});
