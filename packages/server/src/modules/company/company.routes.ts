import { ObjType } from '@hangar/domain/codes';
import { Company } from '@hangar/domain/contracts/organize';
import { formatDateTime } from '@hangar/domain/dates';
import { companyOf } from '../../platform/access/scope';
import { diff } from '../../platform/audit/oper-log';
import { AppError } from '../../platform/http/errors';
import { defineModule } from '../../platform/http/module';
import {
  findCompany,
  insertCompanyWithAdmin,
  profileColumns,
  queryJoinedCompanies,
  toCompany,
  updateCompany,
} from './company.repo';

export default defineModule(Company.api, {
  Add: {
    access: 'session',
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
  },
  Query: {
    access: 'session',
    run: ({ db, scope, body }) => queryJoinedCompanies(db, scope, body),
  },
  Update: {
    access: { allow: ['organize-company', 'Edit'] },
    sample: (ids) => ({ body: { name: `Company ${ids.company}`, systemName: 'Matrix MRO' } }),
    run: async ({ db, scope, body, audit, changed }) => {
      const id = companyOf(scope);
      const row = await findCompany(db, id);
      if (!row) throw new AppError('NOT_FOUND', 'error.notFound');
      const next = profileColumns({
        name: body.name,
        systemName: body.systemName,
        shortName: body.shortName ?? null,
        addr: body.addr ?? null,
        logo: body.logo === undefined ? null : body.logo,
        background: body.background === undefined ? null : body.background,
      });
      // Files not given keep their stored text as it is.
      if (body.logo === undefined) next.logo = row.logo;
      if (body.background === undefined) next.background = row.background;
      await updateCompany(db, id, next);
      // The log compares the stored columns, as it always has.
      await audit({ targetType: ObjType.Company, targetId: id, name: body.name, changes: diff(row, next) });
      changed('company', [id]);
      const updated = await findCompany(db, id);
      return updated ? toCompany(updated) : null;
    },
  },
});
