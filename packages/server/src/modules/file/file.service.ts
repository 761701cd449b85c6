import { ObjType } from '@hangar/domain/codes';
import {
  checkUpload,
  type PresignAnswer,
  type PresignInput,
  type TargetKind,
  uploadRules,
} from '@hangar/domain/contracts/files';
import type { Kysely } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import { can, companyOf } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { forbidden, invalid, notFound } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { UPLOAD_TTL_S } from '../../platform/storage/driver';
import { newKey, type ObjectKey, urlOfKey } from '../../platform/storage/keys';
import { storageFor } from '../../platform/storage/storage';
import { assertCanWriteModel } from '../plane-model';
import { findModelManager, findOwnPlane } from './file.repo';

// File rules (platform spec §5, §7; SECURITY.md "Files"): who may upload what where, and who may read a file.

/** The target of an upload, checked against the caller's right to write it: 404 unknown or another company's. */
async function checkTarget(
  db: Kysely<Database>,
  scope: AccessScope,
  input: PresignInput,
): Promise<ObjectKey['target']> {
  const rule = uploadRules[input.use];
  if (rule.targets.length === 0) {
    if (input.target !== undefined || input.targetKind !== undefined) throw invalid('file.targetNotAllowed', 'target');
    return null;
  }
  if (input.target === undefined && input.targetKind === undefined && rule.untargetedView) {
    // The company's own library (documents of /document/common): no model or aircraft, the company's files.
    if (!can(scope, rule.untargetedView, 'Add') && !can(scope, rule.untargetedView, 'Edit')) throw forbidden();
    return null;
  }
  const kind: TargetKind = input.targetKind ?? rule.targets[0];
  if (!rule.targets.includes(kind)) throw invalid('file.badTargetKind', 'targetKind', { kind });
  if (input.target === undefined) throw invalid('file.targetRequired', 'target');
  const id = input.target;
  if (kind === 'model') {
    const model = await findModelManager(db, id);
    if (!model) throw notFound();
    assertCanWriteModel(scope, model);
  } else {
    const plane = await findOwnPlane(db, scope, id);
    if (!plane) throw notFound();
  }
  return { kind, id };
}

export async function presign(ctx: Ctx<PresignInput>): Promise<PresignAnswer> {
  const { body: input, scope, deps } = ctx;
  const companyId = companyOf(scope);
  const refusal = checkUpload(
    input.use,
    { name: input.fileName, size: input.size, type: input.contentType },
    deps.config.storage.fileMaxMb,
  );
  if (refusal) {
    const field = refusal.key.startsWith('file.size.') ? 'size' : 'contentType';
    throw invalid(refusal.key, field, refusal.params);
  }
  if ((input.use === 'logo' || input.use === 'background') && !can(scope, 'organize-company', 'Edit')) {
    throw forbidden();
  }
  const target = await checkTarget(ctx.db, scope, input);
  const key = newKey(input.use, target, companyId, input.fileName);
  const url = urlOfKey(key);
  const expires = Date.now() + UPLOAD_TTL_S * 1000;
  const storage = await storageFor(deps.config);
  const uploadUrl = await storage.presignPut({ key, size: input.size, contentType: input.contentType, expires });
  // Who was allowed to upload what, and where: the file itself is not a record, its owner's update is.
  await ctx.audit({
    targetType: auditTarget(input.use, target),
    targetId: target?.id ?? (input.use === 'avatar' ? scope.userId : companyId),
    name: key.name,
    changes: { [input.use]: [null, url] },
  });
  return { uploadUrl, url, uid: key.uid, expires };
}

function auditTarget(use: PresignInput['use'], target: ObjectKey['target']) {
  if (target) return target.kind === 'model' ? ObjType.Model : ObjType.Plane;
  return use === 'avatar' ? ObjType.User : ObjType.Company;
}
