import { z } from 'zod';
import { EmployStatus } from '../codes';
import { endpoints, IdAnswer, listOf } from '../endpoint';
import { entity, field } from '../entity';
import { Functions } from '../permissions';
import { QueryPayload } from '../query';
import { FileEntry } from './fields';
import {
  CompanyInput,
  DepartmentInput,
  DepartmentUpdateInput,
  EmployAddInput,
  EmployUpdateInput,
  IdInput,
  RoleGrantInput,
  RoleInput,
  RoleQueryGrantInput,
  RoleUpdateInput,
} from './platform';

// Contracts of the organisation (platform spec §3): companies, projects, departments, roles with their
// grants, memberships (Employ) and the operation log. The inputs are platform.ts's; the records are declared
// here once, and the server derives the query field maps from them.

const files = z.array(FileEntry);

// --- Company -----------------------------------------------------------------------------------------------

const company = entity({
  name: 'Company',
  table: 'company',
  owner: 'shared',
  labels: 'organize.company',
  fields: {
    name: { ...field.text(CompanyInput.shape.name), answer: z.string() },
    systemName: { ...field.text(CompanyInput.shape.systemName), answer: z.string() },
    shortName: field.text(CompanyInput.shape.shortName),
    addr: field.text(CompanyInput.shape.addr, { filter: false, sort: false }),
    logo: field.json(CompanyInput.shape.logo, files),
    background: field.json(CompanyInput.shape.background, files),
    valid: { ...field.number(undefined, { filter: false, sort: false }), answer: z.number() },
    type: { ...field.number(undefined, { filter: false, sort: false }), answer: z.number() },
    /** The user who created the company: always its administrator. */
    admin: field.id(undefined, { filter: false, sort: false }),
  },
});
export type CompanyRow = z.output<typeof company.row>;

export const Company = {
  ...company,
  api: endpoints('Company', {
    Add: {
      access: 'session',
      input: CompanyInput,
      output: company.row,
      summary: 'Creates a company; the creator becomes its administrator',
    },
    Query: {
      access: 'session',
      input: QueryPayload,
      output: listOf(company.row),
      summary: 'Companies the caller has joined (accepted memberships; invitations are Employ/QueryInvitations)',
    },
    Update: {
      access: { allow: ['organize-company', 'Edit'] },
      input: CompanyInput,
      output: company.row.nullable(),
      summary: 'Updates the current company’s profile',
    },
  }),
};

// --- Project -----------------------------------------------------------------------------------------------

const project = entity({
  name: 'Project',
  table: 'project',
  owner: 'company',
  labels: 'organize.auth',
  fields: { name: { ...field.text(undefined), answer: z.string() } },
});
export type ProjectRow = z.output<typeof project.row>;

export const Project = {
  ...project,
  api: endpoints('Project', {
    Query: {
      access: 'member',
      input: QueryPayload,
      output: listOf(project.row),
      summary: 'Projects of the current company (reference data)',
    },
  }),
};

// --- Department --------------------------------------------------------------------------------------------

const department = entity({
  name: 'Department',
  table: 'department',
  owner: 'company',
  labels: 'organize.department',
  fields: {
    name: {
      ...field.text(DepartmentInput.shape.name, { required: 'validation.departmentNameRequired' }),
      answer: z.string(),
    },
    /** 0 for a top-level department. */
    parent: { ...field.id(DepartmentInput.shape.parent, { form: 'custom' }), answer: z.number() },
    sorter: { ...field.number(DepartmentInput.shape.sorter), answer: z.number() },
  },
});
export type DepartmentRow = z.output<typeof department.row>;

export const Department = {
  ...department,
  api: endpoints('Department', {
    Query: {
      // Reference data for many screens (employee lists, pickers): the screen's holders read it whole, any other
      // member the tree's names; editing needs the organize-department functions.
      access: { view: 'organize-department', names: { fields: ['id', 'name', 'parent', 'sorter'] } },
      input: QueryPayload,
      output: listOf(department.row),
      summary: 'Departments of the current company (default sort: sorter ascending)',
    },
    Add: {
      access: { allow: ['organize-department', 'Add'] },
      input: DepartmentInput,
      output: department.row,
      summary: 'Adds a department (parent 0 = top level)',
    },
    Update: {
      access: { allow: ['organize-department', 'Edit'] },
      input: DepartmentUpdateInput,
      output: department.row,
      summary: 'Renames, moves or reorders a department',
    },
    Delete: {
      access: { allow: ['organize-department', 'Delete'] },
      input: IdInput,
      output: IdAnswer,
      summary: 'Deletes a department without sub-departments or employees',
    },
  }),
};

// --- Role and grants ---------------------------------------------------------------------------------------

const role = entity({
  name: 'Role',
  table: 'role',
  owner: 'company',
  labels: 'organize.role',
  fields: {
    name: { ...field.text(RoleInput.shape.name, { required: 'validation.roleNameRequired' }), answer: z.string() },
    remark: field.text(RoleInput.shape.remark, { form: 'textarea' }),
    createdAt: { ...field.date(undefined), answer: z.string() },
  },
});
export type RoleRow = z.output<typeof role.row>;

/** One grant of a role in a project: a view (or module key) with the functions it allows. */
export const Grant = z.object({ view: z.string(), functions: z.array(z.enum(Functions)) });
export type Grant = z.output<typeof Grant>;

export const Role = {
  ...role,
  api: endpoints('Role', {
    Query: {
      access: { view: 'organize-role' },
      input: QueryPayload,
      output: listOf(role.row),
      summary: 'Roles of the current company',
    },
    Add: {
      access: { allow: ['organize-role', 'Add'] },
      input: RoleInput,
      output: role.row,
      summary: 'Adds a role (names are unique per company)',
    },
    Update: {
      access: { allow: ['organize-role', 'Edit'] },
      input: RoleUpdateInput,
      output: role.row,
      summary: 'Renames a role or changes its remark',
    },
    Delete: {
      access: { allow: ['organize-role', 'Delete'] },
      input: IdInput,
      output: IdAnswer,
      summary: 'Deletes a role that no employee holds, with its grants',
    },
    Grant: {
      access: { allow: ['organize-auth', 'Edit'] },
      input: RoleGrantInput,
      output: z.object({ roleId: z.number(), projectId: z.number(), grants: z.array(Grant) }),
      summary: 'Replaces the grants (view × functions) of a role in a project (default: the session’s)',
    },
    QueryGrant: {
      access: { view: 'organize-auth' },
      input: RoleQueryGrantInput,
      output: z.array(Grant),
      summary: 'The grants of a role in a project, for the auth screen',
    },
  }),
};

// --- Memberships (Employ) ----------------------------------------------------------------------------------

/**
 * A membership or invitation as the company sees it (the `employee` view): until the invitation is accepted,
 * only the invited phone — `pid` and `name` are null.
 */
const employee = entity({
  name: 'Employ',
  table: 'employ',
  owner: 'company',
  labels: 'organize.employ',
  fields: {
    /** The user's id; null until the invitation is accepted. */
    pid: field.id(undefined, { column: 'user_id' }),
    /** The user's phone; the invited phone until the invitation is accepted. */
    phone: { ...field.text(EmployAddInput.shape.phone), answer: z.string() },
    name: field.text(undefined),
    realName: field.text(EmployAddInput.shape.realName),
    department: field.id(EmployAddInput.shape.department),
    roleIds: field.json(EmployAddInput.shape.roleIds, z.array(z.number())),
    isAdmin: field.flag(EmployUpdateInput.shape.isAdmin),
    locked: field.flag(undefined),
    /** The certifying licence: number, type (e.g. CCAR-66 AV, FAA A&P) and expiry (null: does not expire). */
    licenceNo: field.text(EmployUpdateInput.shape.licenceNo),
    licenceType: field.text(EmployUpdateInput.shape.licenceType),
    licenceExpire: field.date(EmployUpdateInput.shape.licenceExpire, { nullable: true }),
    status: {
      ...field.enum(undefined, [EmployStatus.Pending, EmployStatus.Active, EmployStatus.Declined]),
      answer: z.number(),
    },
  },
});
export type Employee = z.output<typeof employee.row>;

/** One of the caller's pending invitations. */
export const Invitation = z.object({
  id: z.number(),
  companyId: z.number(),
  companyName: z.string(),
  /** The inviter's name in the company, else their own; null when unknown. */
  invitedBy: z.string().nullable(),
  invitedAt: z.string(),
});
export type Invitation = z.output<typeof Invitation>;

const InvitationAnswer = z.object({ id: z.number(), companyId: z.number(), companyName: z.string() });

export const Employ = {
  ...employee,
  api: endpoints('Employ', {
    QueryEmployee: {
      // Reference data (employee pickers on many screens): the employee screen's holders read everything (phones,
      // licences); any other member only names, department and state, and their own membership whole (the
      // sign-off shows the signer's licence).
      access: {
        view: 'organize-employ',
        names: { fields: ['id', 'pid', 'name', 'realName', 'department', 'status'], self: 'pid' },
      },
      input: QueryPayload,
      output: listOf(employee.row),
      summary: 'Employees of the current company: membership id, user id (pid), names, department, roles',
    },
    Add: {
      access: { allow: ['organize-employ', 'Add'] },
      input: EmployAddInput,
      output: employee.row,
      summary:
        'Invites a phone to the current company with department and roles; the person joins on accepting. ' +
        'The answer is the same whether or not the phone has an account.',
    },
    QueryInvitations: {
      access: 'session',
      output: listOf(Invitation),
      summary: 'The caller’s pending invitations: inviting company, who invited, when',
    },
    Accept: {
      access: 'session',
      input: IdInput,
      output: InvitationAnswer,
      summary: 'Accepts one of the caller’s invitations: the caller becomes a member (logged in that company)',
    },
    Decline: {
      access: 'session',
      input: IdInput,
      output: InvitationAnswer,
      summary: 'Declines one of the caller’s invitations (logged in the inviting company)',
    },
    Update: {
      access: { allow: ['organize-employ', 'Edit'] },
      input: EmployUpdateInput,
      output: employee.row,
      summary: 'Changes an employee’s department, roles, name in the company and administrator flag',
    },
    Remove: {
      access: { allow: ['organize-employ', 'Delete'] },
      input: IdInput,
      output: IdAnswer,
      summary: 'Removes an employee from the current company and ends their sessions there, or withdraws an invitation',
    },
  }),
};

// --- Operation log -----------------------------------------------------------------------------------------

/** A row of the operation log (written by the server alone), with the acting user's name and avatar. */
const operLog = entity({
  name: 'OperLog',
  table: 'oper_log',
  owner: 'company',
  labels: 'organize.operLog',
  fields: {
    targetType: { ...field.number(undefined, { column: 'target_type' }), answer: z.number() },
    targetID: { ...field.number(undefined, { column: 'target_id' }), answer: z.number() },
    userID: field.number(undefined, { column: 'user_id' }),
    job: { ...field.text(undefined), answer: z.string() },
    /** JSON text of the change (before/after values). */
    operContent: { ...field.text(undefined, { column: 'oper_content', sort: false }), answer: z.string() },
    operTime: { ...field.date(undefined, { column: 'oper_time' }), answer: z.string() },
    avatar: field.json(undefined, files),
    userName: field.text(undefined, { filter: false, sort: false }),
  },
});
export type OperLogRow = z.output<typeof operLog.row>;

export const OperLog = {
  ...operLog,
  api: endpoints('OperLog', {
    Query: {
      access: { view: 'organize-log' },
      input: QueryPayload,
      output: listOf(operLog.row),
      summary: 'Operation log of the current company (filters targetType, targetID, ...; default id descending)',
    },
  }),
};
