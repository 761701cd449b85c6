import { ObjType } from '@hangar/domain/codes';
import { Company } from '@hangar/domain/contracts/organize';
import { formatDateTime } from '@hangar/domain/dates';
import { companyOf } from '../../platform/access/scope';
import { diff } from '../../platform/audit/oper-log';
import { auditOf, withChanges } from '../../platform/entity/entity-map';
import { AppError } from '../../platform/http/errors';
import { defineModule } from '../../platform/http/module';
import { findCompany, insertCompanyWithAdmin, queryJoinedCompanies, updateCompany } from './company.repo';

export default defineModule(Company.api, {
  Add: {
    sample: () => ({ body: { name: 'Matrix company', systemName: 'Matrix MRO' } }),
    run: async ({ db, deps, scope, body, audit, changed }) => {
      const now = formatDateTime(new Date(), deps.config.timeZone);
      const { companyId } = await insertCompanyWithAdmin(db, body, scope.userId, now);
      const row = await findCompany(db, companyId);
      if (!row) throw new AppError('RULE', 'company.createFailed');
      // Logged under the new company, which is where its administrator will look.
      await audit({ targetType: ObjType.Company, targetId: companyId, name: body.name, companyId });
      changed('company', [companyId]);
      return row;
    },
  },
  Query: {
    run: ({ db, scope, body }) => queryJoinedCompanies(db, scope, body),
  },
  Update: {
    sample: (ids) => ({ body: { name: `Company ${ids.company}`, systemName: 'Matrix MRO' } }),
    run: async ({ db, scope, body, audit, changed }) => {
      const id = companyOf(scope);
      const before = await findCompany(db, id);
      if (!before) throw new AppError('NOT_FOUND', 'error.notFound');
      // Texts not given are cleared; file lists not given keep theirs (withChanges skips undefined).
      const changes = {
        name: body.name,
        systemName: body.systemName,
        shortName: body.shortName ?? null,
        addr: body.addr ?? null,
        logo: body.logo,
        background: body.background,
      };
      await updateCompany(db, id, changes);
      const after = withChanges(Company, before, changes);
      const shown = { ...after, logo: after.logo ?? [], background: after.background ?? [] };
      await audit({
        targetType: ObjType.Company,
        targetId: id,
        name: body.name,
        changes: diff(auditOf(Company, before), auditOf(Company, shown)),
      });
      changed('company', [id]);
      return shown;
    },
  },
});
