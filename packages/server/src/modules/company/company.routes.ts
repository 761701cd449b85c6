import { EmployStatus, ObjType } from '@hangar/domain/codes';
import { CompanyInput } from '@hangar/domain/contracts/platform';
import { formatDateTime } from '@hangar/domain/dates';
import { QueryPayload } from '@hangar/domain/query';
import { sql } from 'kysely';
import { companyOf } from '../../platform/access/scope';
import { diff } from '../../platform/audit/oper-log';
import { jsonOrNull } from '../../platform/db/json';
import { AppError } from '../../platform/http/errors';
import { action, defineModule } from '../../platform/http/module';
import { type FieldMap, runQuery } from '../../platform/query/compile';
import { toCompany } from './company.mapper';
import { findCompany, insertCompanyWithAdmin } from './company.repo';

const companyFields: FieldMap = {
  id: { column: 'company.id', type: 'number' },
  name: { column: 'company.name', type: 'text' },
  systemName: { column: 'company.system_name', type: 'text' },
  shortName: { column: 'company.short_name', type: 'text' },
};

export default defineModule('Company', {
  Add: action({
    body: CompanyInput,
    access: 'session',
    summary: 'Creates a company; the creator becomes its administrator',
    sample: () => ({ body: { name: 'Matrix company', systemName: 'Matrix MRO' } }),
    run: async ({ db, deps, scope, body, audit, changed }) => {
      const now = formatDateTime(new Date(), deps.config.timeZone);
      const { companyId } = await insertCompanyWithAdmin(db, body, scope.userId, now);
      const row = await findCompany(db, companyId);
      if (!row) throw new AppError('RULE', 'company.createFailed');
      // Logged under the new company, which is where its administrator will look.
      await audit({ targetType: ObjType.Company, targetId: companyId, name: body.name, companyId });
      changed('company', [companyId]);
      return toCompany(row);
    },
  }),
  Query: action({
    body: QueryPayload,
    access: 'session',
    summary: 'Companies the caller has joined (accepted memberships; invitations are Employ/QueryInvitations)',
    run: ({ db, scope, body }) =>
      runQuery(
        db.selectFrom('company').innerJoin('employ', 'employ.company_id', 'company.id'),
        (q) =>
          q.select([
            'company.id',
            'company.name',
            'company.system_name',
            'company.short_name',
            'company.addr',
            'company.logo',
            'company.background',
            'company.valid',
            'company.type',
            'company.admin',
          ]),
        {
          fields: companyFields,
          tenant: sql`employ.user_id = ${scope.userId} and employ.status = ${EmployStatus.Active}`,
          defaultSort: { field: 'id', order: 'asc' },
          idColumn: 'company.id',
        },
        body,
      ).then((r) => ({ items: r.items.map(toCompany), totalItems: r.totalItems })),
  }),
  Update: action({
    body: CompanyInput,
    access: { allow: ['organize-company', 'Edit'] },
    summary: 'Updates the current company’s profile',
    sample: (ids) => ({ body: { name: `Company ${ids.company}`, systemName: 'Matrix MRO' } }),
    run: async ({ db, scope, body, audit, changed }) => {
      const id = companyOf(scope);
      const row = await findCompany(db, id);
      if (!row) throw new AppError('NOT_FOUND', 'error.notFound');
      const next = {
        name: body.name,
        system_name: body.systemName,
        short_name: body.shortName ?? null,
        addr: body.addr ?? null,
        logo: body.logo === undefined ? row.logo : jsonOrNull(body.logo),
        background: body.background === undefined ? row.background : jsonOrNull(body.background),
      };
      await db.updateTable('company').set(next).where('id', '=', id).execute();
      await audit({ targetType: ObjType.Company, targetId: id, name: body.name, changes: diff(row, next) });
      changed('company', [id]);
      const updated = await findCompany(db, id);
      return updated ? toCompany(updated) : null;
    },
  }),
});
