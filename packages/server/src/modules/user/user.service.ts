import { ObjType } from '@hangar/domain/codes';
import { type UserSetting as Setting, UserSetting } from '@hangar/domain/contracts/platform';
import type { ViewGrant } from '@hangar/domain/permissions';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { type AccessScope, loadScope, viewsOf } from '../../platform/access/scope';
import { validDays } from '../../platform/auth/licence';
import { parseJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/schema';
import { AppError } from '../../platform/http/errors';
import { type FileEntry, toUser } from './user.mapper';
import { findUserById, membershipsOf } from './user.repo';

export function readSetting(text: string | null): Setting {
  const parsed = UserSetting.safeParse(parseJson<unknown>(text, {}));
  return parsed.success ? parsed.data : UserSetting.parse({});
}

/** The current user info of platform spec §3. */
export async function userInfo(db: Kysely<Database>, config: Config, scope: AccessScope, project?: number) {
  const user = await findUserById(db, scope.userId);
  if (!user) throw new AppError('AUTH_EXPIRED', 'auth.expired');
  const memberships = await membershipsOf(db, user.id);
  const company = memberships.find((m) => m.id === scope.companyId);
  const projects = company
    ? await db.selectFrom('project').select(['id', 'name']).where('company_id', '=', company.id).orderBy('id').execute()
    : [];
  let curProject = scope.projectId;
  let views: ViewGrant[] = viewsOf(scope);
  // A project asked for by the client becomes the session's project when it belongs to the company.
  if (project !== undefined && project !== curProject && projects.some((p) => p.id === project)) {
    await db.updateTable('session').set({ project_id: project }).where('id', '=', scope.sessionId).execute();
    curProject = project;
    const reloaded = await loadScope(db, {
      id: scope.sessionId,
      userId: scope.userId,
      companyId: scope.companyId,
      projectId: project,
    });
    views = reloaded ? viewsOf(reloaded) : [];
  }
  const platformName = await db
    .selectFrom('platform_config')
    .select('value')
    .where('key', '=', 'system_name')
    .executeTakeFirst();
  const logo = parseJson<FileEntry[]>(company?.logo ?? null, []);
  return {
    ...toUser(user),
    curCID: company?.id ?? null,
    isAdmin: scope.isAdmin ? 1 : 0,
    isPlatformAdmin: scope.isPlatformAdmin ? 1 : 0,
    admin: company?.admin ?? null,
    companyName: company?.name ?? null,
    isMultiTenancy: config.isMultiTenancy ? 1 : 0,
    projects,
    fileServer: config.publicOrigin ?? '',
    filePort: 0,
    // The spec's client overwrites its role list with a fixed set; admin for administrators, editor otherwise.
    systemRoles: JSON.stringify(scope.isAdmin ? ['admin'] : ['editor']),
    curProject,
    mySystemName: company?.system_name ?? null,
    systemName: platformName?.value ?? 'Hangar',
    mySystemLogo: logo,
    companyLogo: logo,
    setting: JSON.stringify(readSetting(user.setting)),
    views,
    validDays: await validDays(db, config),
  };
}

export async function changeOwnSetting(db: Kysely<Database>, scope: AccessScope, settingText: string) {
  const parsed = UserSetting.safeParse(parseJson<unknown>(settingText, null));
  if (!parsed.success) {
    throw new AppError(
      'VALIDATION',
      'validation.settingInvalid',
      {},
      { errors: [{ field: 'setting', message: 'validation.settingInvalid' }] },
    );
  }
  const user = await findUserById(db, scope.userId);
  if (!user) throw new AppError('AUTH_EXPIRED', 'auth.expired');
  const before = readSetting(user.setting);
  const after = parsed.data;
  await db
    .updateTable('app_user')
    .set({ setting: JSON.stringify(after) })
    .where('id', '=', user.id)
    .execute();
  return { user, before, after, targetType: ObjType.User };
}
