import { ObjType } from '@hangar/domain/codes';
import { DocumentDict, DocumentModule } from '@hangar/domain/contracts/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, failure, logCount, logRows, makeMember, makeModel, makePlane } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

let t: TestApp;
let a: Company;
let b: Company;
let platform: Actor;
/** Managed by company 10000. */
let model: { id: number; name: string };
/** A's aircraft. */
let plane: { id: number; name: string };

beforeAll(async () => {
  ({ t, a, b, platform, model, plane } = await testWorld({
    platform: true,
    models: { model: { name: 'DA42' } },
    planes: { plane: { model: 'model' } },
  }));
});
afterAll(() => t.close());

const M = DocumentModule;
const call = (action: string, token: string, body: unknown) => t.call({ url: `/api/Document/${action}`, token, body });
const fieldOf = (res: { json: () => unknown }) => (res.json() as { errors?: { field: string }[] }).errors?.[0]?.field;

let seq = 0;
/** A file entry of an upload for `target` (`model12`, `plane5` or '' for the company's own files). */
function file(company: number, target: string, size: number) {
  seq++;
  const uid = `0b8f6f0e-55c7-4d7b-9f57-${String(seq).padStart(12, '0')}`;
  const path = target ? `${target}/` : '';
  return { uid, name: `doc${seq}.pdf`, size, url: `/files/document/${path}c${company}/${uid}/doc${seq}.pdf` };
}

type Row = {
  id: number;
  name: string;
  isFolder: number;
  parent: number;
  size: number;
  files: { url: string }[];
  history: { files: { url: string }[]; version: string | null; replacedBy: number; replacedByName: string }[];
  card: string | null;
  target: number;
  module: number;
};

async function add(token: string, body: Record<string, unknown>): Promise<Row> {
  const res = await call('Add', token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body as Row;
}

const modelBody = (extra: Record<string, unknown> = {}) => ({
  module: M.Model,
  dict: DocumentDict.CadAd,
  target: model.id,
  ...extra,
});

function query(token: string, fixed: { name: string; value: number }[], extra: Record<string, unknown> = {}) {
  return call('Query', token, {
    fixedFilters: fixed.map((f) => ({ ...f, compare: 'eq' })),
    pageSize: 100,
    ...extra,
  });
}

async function list(token: string, fixed: { name: string; value: number }[], extra: Record<string, unknown> = {}) {
  const res = await query(token, fixed, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body as { items: Row[]; totalItems: number };
}

describe('a model’s library', () => {
  it('adds a folder and a document in it, with the size computed, logged and announced to everyone', async () => {
    const folder = await add(platform.token, modelBody({ isFolder: 1, name: 'CAD 2024' }));
    expect(folder).toMatchObject({ isFolder: 1, parent: 0, name: 'CAD 2024', size: 0, files: [], history: [] });
    const doc = await add(
      platform.token,
      modelBody({
        parent: folder.id,
        name: 'CAD2024-01',
        seri: 'CAD2024-01',
        version: 'R1',
        releaseDate: '2024-03-01',
        files: [file(10000, `model${model.id}`, 1200), file(10000, `model${model.id}`, 34)],
        // A body's company is never trusted.
        companyId: b.companyId,
      }),
    );
    expect(doc).toMatchObject({ parent: folder.id, isFolder: 0, size: 1234, closed: 0, card: null });
    expect(doc).toMatchObject({ releaseDate: '2024-03-01 00:00:00', module: M.Model, target: model.id });
    const [log] = await logRows(t, 10000, { targetType: ObjType.Document, targetId: doc.id });
    expect(log).toMatchObject({ job: 'Add' });
    const content = JSON.parse(log.oper_content);
    expect(content.name).toBe('CAD2024-01');
    expect(content.changes.size).toEqual([null, 1234]);
    expect(t.publisher.events.at(-1)).toEqual({ companyId: null, table: 'model_document', ids: [doc.id] });
  });

  it('lists folders first, then by name; a search lists documents across folders', async () => {
    const target = await makeModel(t);
    const body = (extra: Record<string, unknown>) => ({ ...modelBody(extra), target: target.id });
    const zFolder = await add(platform.token, body({ isFolder: 1, name: 'Zulu' }));
    const aDoc = await add(platform.token, body({ name: 'Alpha doc' }));
    const aFolder = await add(platform.token, body({ isFolder: 1, name: 'Alpha' }));
    const inner = await add(platform.token, body({ parent: zFolder.id, name: 'Inner doc' }));
    const root = [
      { name: 'module', value: M.Model },
      { name: 'target', value: target.id },
      { name: 'dict', value: DocumentDict.CadAd },
    ];
    const page = await list(b.admin.token, [...root, { name: 'parent', value: 0 }]);
    expect(page.items.map((r) => r.id)).toEqual([aFolder.id, zFolder.id, aDoc.id]);
    expect(page.totalItems).toBe(3);
    // Folders stay first whatever the sort asked for.
    const desc = await list(b.admin.token, [...root, { name: 'parent', value: 0 }], {
      sortField: 'name',
      sortOrder: 'desc',
    });
    expect(desc.items.map((r) => r.id)).toEqual([zFolder.id, aFolder.id, aDoc.id]);
    const inside = await list(b.admin.token, [...root, { name: 'parent', value: zFolder.id }]);
    expect(inside.items.map((r) => r.id)).toEqual([inner.id]);
    const search = await list(b.admin.token, [...root, { name: 'isFolder', value: 0 }], {
      filters: [{ name: 'name', compare: 'contains', value: 'doc' }],
    });
    expect(search.items.map((r) => r.id)).toEqual([aDoc.id, inner.id]);
  });

  it('answers the same under /api/document/Query, the spelling of the basis-file check, with the same guards', async () => {
    const target = await makeModel(t);
    const basis = await add(platform.token, {
      ...modelBody({ name: 'AD 2025-0001', seri: 'AD 2025-0001' }),
      target: target.id,
    });
    const body = {
      fixedFilters: [
        { name: 'module', compare: 'eq', value: M.Model },
        { name: 'target', compare: 'eq', value: target.id },
        { name: 'isFolder', compare: 'eq', value: 0 },
      ],
      filters: [{ name: 'seri', compare: 'eq', value: 'AD 2025-0001' }],
      page: 1,
      pageSize: 5,
    };
    const lower = await t.call({ url: '/api/document/Query', token: b.admin.token, body });
    expect(lower.statusCode, lower.body).toBe(200);
    expect(lower.json().body.items.map((r: Row) => r.id)).toEqual([basis.id]);
    const upper = await t.call({ url: '/api/Document/Query', token: b.admin.token, body });
    expect(lower.json().body).toEqual(upper.json().body);
    expect(failure(await t.call({ url: '/api/document/Query', body }))).toMatchObject({ status: 401 });
    // Documented once, under the endpoints' own spelling.
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: object };
    expect(Object.keys(docs.paths)).toContain('/api/Document/Query');
    expect(Object.keys(docs.paths)).not.toContain('/api/document/Query');
  });

  it('refuses a query without the module or target filter, naming it', async () => {
    const noModule = await query(platform.token, [{ name: 'target', value: model.id }]);
    expect(failure(noModule)).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(fieldOf(noModule)).toBe('fixedFilters.module');
    const noTarget = await query(platform.token, [{ name: 'module', value: M.Model }]);
    expect(failure(noTarget)).toMatchObject({ status: 400 });
    expect(fieldOf(noTarget)).toBe('fixedFilters.target');
    const badModule = await query(platform.token, [
      { name: 'module', value: 123 },
      { name: 'target', value: model.id },
    ]);
    expect(fieldOf(badModule)).toBe('fixedFilters.module');
  });

  it('lets only company 10000 or the model’s manager write (601), while everyone reads', async () => {
    const doc = await add(platform.token, modelBody({ name: 'Manager rule' }));
    const before = await logCount(t);
    expect(failure(await call('Add', b.admin.token, modelBody({ name: 'Intruder' })))).toMatchObject({
      status: 601,
      code: 'RULE',
    });
    for (const [action, body] of [
      ['Update', { id: doc.id, module: M.Model, name: 'Changed' }],
      ['UpdateCard', { id: doc.id, module: M.Model, card: 'EO-1' }],
      ['Delete', { id: doc.id, module: M.Model }],
    ] as const) {
      expect(failure(await call(action, b.admin.token, body))).toMatchObject({ status: 601 });
    }
    expect(await logCount(t)).toBe(before);
    const read = await list(b.admin.token, [
      { name: 'module', value: M.Model },
      { name: 'target', value: model.id },
    ]);
    expect(read.items.map((r) => r.id)).toContain(doc.id);
    // The manager of its own model writes it.
    const own = await makeModel(t, { manager: b.companyId });
    await add(b.admin.token, modelBody({ target: own.id, name: 'Own model doc' }));
  });

  it('answers 404 for a model that does not exist', async () => {
    expect(failure(await call('Add', platform.token, modelBody({ target: 999_999, name: 'X' })))).toMatchObject({
      status: 404,
    });
  });
});

describe('validation', () => {
  it('refuses a folder name with special characters, and an empty name', async () => {
    for (const name of ['a,b', 'a.b', 'a:b', 'a<b', 'a>b', 'a?b', 'a%b', 'a\\b', 'a/b', 'a`b', "a'b", 'a"b']) {
      const res = await call('Add', platform.token, modelBody({ isFolder: 1, name }));
      expect(failure(res), name).toMatchObject({ status: 400, code: 'VALIDATION' });
      expect(fieldOf(res)).toBe('name');
    }
    const empty = await call('Add', platform.token, modelBody({ name: '  ' }));
    expect(failure(empty)).toMatchObject({ status: 400, msg: '名称不能为空' });
    expect(fieldOf(empty)).toBe('name');
  });

  it('refuses a parent that is not a folder of the same library, target and dict', async () => {
    const folder = await add(platform.token, modelBody({ isFolder: 1, name: 'Parent check' }));
    const doc = await add(platform.token, modelBody({ name: 'Not a folder' }));
    const other = await makeModel(t);
    for (const body of [
      modelBody({ parent: 999_999, name: 'x' }),
      modelBody({ parent: doc.id, name: 'x' }),
      modelBody({ parent: folder.id, dict: DocumentDict.SbSi, name: 'x' }),
      modelBody({ parent: folder.id, target: other.id, name: 'x' }),
    ]) {
      const res = await call('Add', platform.token, body);
      expect(failure(res)).toMatchObject({ status: 400 });
      expect(fieldOf(res)).toBe('parent');
    }
    // A folder of A's common library is not a parent in A's aircraft library.
    const common = await add(a.admin.token, { module: M.Common, dict: 1, isFolder: 1, name: 'Common folder' });
    const res = await call('Add', a.admin.token, {
      module: M.Plane,
      dict: 1,
      target: plane.id,
      parent: common.id,
      name: 'x',
    });
    expect(fieldOf(res)).toBe('parent');
  });

  it('refuses a folder name its siblings already use', async () => {
    await add(platform.token, modelBody({ isFolder: 1, name: 'Twin' }));
    const res = await call('Add', platform.token, modelBody({ isFolder: 1, name: 'Twin' }));
    expect(failure(res)).toMatchObject({ status: 400 });
    expect(fieldOf(res)).toBe('name');
  });
});

describe('folders', () => {
  it('renames a folder, refusing special characters and documents', async () => {
    const folder = await add(platform.token, modelBody({ isFolder: 1, name: 'Old name' }));
    const res = await call('UpdateFolder', platform.token, { id: folder.id, module: M.Model, name: 'New name' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body).toMatchObject({ id: folder.id, name: 'New name' });
    const bad = await call('UpdateFolder', platform.token, { id: folder.id, module: M.Model, name: 'a/b' });
    expect(fieldOf(bad)).toBe('name');
    const doc = await add(platform.token, modelBody({ name: 'A document' }));
    expect(
      failure(await call('UpdateFolder', platform.token, { id: doc.id, module: M.Model, name: 'x' })),
    ).toMatchObject({ status: 400 });
  });

  it('refuses to delete a folder that still holds documents, naming it; deletes it once empty', async () => {
    const folder = await add(platform.token, modelBody({ isFolder: 1, name: 'Busy folder' }));
    const doc = await add(platform.token, modelBody({ parent: folder.id, name: 'Inside' }));
    const refused = await call('Delete', platform.token, { id: folder.id, module: M.Model });
    expect(failure(refused)).toMatchObject({ status: 601, code: 'RULE' });
    expect(failure(refused).msg).toContain('Busy folder');
    expect((await call('Delete', platform.token, { id: doc.id, module: M.Model })).statusCode).toBe(200);
    expect((await call('Delete', platform.token, { id: folder.id, module: M.Model })).statusCode).toBe(200);
    const gone = await t.db.kysely.selectFrom('model_document').select('id').where('id', '=', folder.id).execute();
    expect(gone).toEqual([]);
    const [log] = await logRows(t, 10000, { targetType: ObjType.Document, targetId: folder.id });
    expect(log).toMatchObject({ job: 'Delete' });
    expect(JSON.parse(log.oper_content)).toMatchObject({ name: 'Busy folder', before: { isFolder: 1 } });
  });
});

describe('files and revisions', () => {
  it('keeps the replaced files in the history, newest first, and recomputes the size', async () => {
    const target = `model${model.id}`;
    const first = [file(10000, target, 100)];
    const doc = await add(platform.token, modelBody({ name: 'SB 72-001', version: 'A', files: first }));
    const second = [file(10000, target, 250)];
    const res = await call('Update', platform.token, { id: doc.id, module: M.Model, version: 'B', files: second });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().body as Row;
    expect(after.size).toBe(250);
    expect(after.files.map((f) => f.url)).toEqual(second.map((f) => f.url));
    expect(after.history).toHaveLength(1);
    expect(after.history[0]).toMatchObject({ version: 'A', replacedBy: platform.userId });
    expect(after.history[0].files.map((f) => f.url)).toEqual(first.map((f) => f.url));
    const third = [file(10000, target, 7)];
    const again = (
      await call('Update', platform.token, { id: doc.id, module: M.Model, version: 'C', files: third })
    ).json().body as Row;
    expect(again.history.map((h) => h.version)).toEqual(['B', 'A']);
    // A change without files keeps them and the history.
    const remark = (await call('Update', platform.token, { id: doc.id, module: M.Model, remarks: 'Noted' })).json()
      .body as Row;
    expect(remark).toMatchObject({ size: 7, remarks: 'Noted' });
    expect(remark.history).toHaveLength(2);
    const [log] = await logRows(t, 10000, { targetType: ObjType.Document, targetId: doc.id });
    expect(log).toMatchObject({ job: 'Update' });
  });

  it('sets and clears the engineering instruction number', async () => {
    const doc = await add(platform.token, modelBody({ name: 'AD 2024-07' }));
    const set = await call('UpdateCard', platform.token, { id: doc.id, module: M.Model, card: 'EO-2024-07' });
    expect(set.json().body).toMatchObject({ card: 'EO-2024-07' });
    const cleared = await call('UpdateCard', platform.token, { id: doc.id, module: M.Model, card: '' });
    expect(cleared.json().body).toMatchObject({ card: null });
  });
});

describe('aircraft and common libraries', () => {
  const planeFixed = () => [
    { name: 'module', value: M.Plane },
    { name: 'target', value: plane.id },
  ];

  it('keeps an aircraft’s library to its company (another company: 404, never data)', async () => {
    const doc = await add(a.admin.token, {
      module: M.Plane,
      dict: DocumentDict.Airworthiness,
      target: plane.id,
      name: 'Airworthiness certificate copy',
      files: [file(a.companyId, `plane${plane.id}`, 50)],
    });
    expect(doc).toMatchObject({ module: M.Plane, target: plane.id, size: 50 });
    expect((await list(a.admin.token, planeFixed())).items.map((r) => r.id)).toContain(doc.id);
    const res = await query(b.admin.token, planeFixed());
    expect(failure(res)).toMatchObject({ status: 404 });
    expect(res.body).not.toContain('Airworthiness certificate copy');
    for (const [action, body] of [
      ['Update', { id: doc.id, module: M.Plane, name: 'Stolen' }],
      ['Delete', { id: doc.id, module: M.Plane }],
      ['UpdateCard', { id: doc.id, module: M.Plane, card: 'x' }],
    ] as const) {
      expect(failure(await call(action, b.admin.token, body))).toMatchObject({ status: 404 });
    }
    expect(
      failure(await call('Add', b.admin.token, { module: M.Plane, dict: 1, target: plane.id, name: 'x' })),
    ).toMatchObject({ status: 404 });
    // The same id in another library of the same table: not found there.
    expect(failure(await call('Delete', a.admin.token, { id: doc.id, module: M.Common }))).toMatchObject({
      status: 404,
    });
  });

  it('sets the common library’s target to the caller’s company whatever the body says', async () => {
    const doc = await add(a.admin.token, { module: M.Common, dict: 99, target: b.companyId, name: 'Quality manual' });
    expect(doc.target).toBe(a.companyId);
    const own = await list(a.admin.token, [
      { name: 'module', value: M.Common },
      { name: 'target', value: a.companyId },
    ]);
    expect(own.items.map((r) => r.id)).toContain(doc.id);
    const other = await list(b.admin.token, [
      { name: 'module', value: M.Common },
      { name: 'target', value: a.companyId },
    ]);
    expect(other.items).toEqual([]);
    expect(t.publisher.events).toContainEqual({ companyId: a.companyId, table: 'document', ids: [doc.id] });
  });

  it('needs the view that fits the library (403), and its function to write', async () => {
    const modelOnly = await makeMember(t, a, [{ view: 'plane-model', functions: ['Add', 'Edit', 'Delete'] }]);
    expect(failure(await query(modelOnly.token, planeFixed()))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const common = [
      { name: 'module', value: M.Common },
      { name: 'target', value: a.companyId },
    ];
    expect(failure(await query(modelOnly.token, common))).toMatchObject({ status: 403 });
    const before = await logCount(t);
    expect(failure(await call('Add', modelOnly.token, { module: M.Common, dict: 1, name: 'x' }))).toMatchObject({
      status: 403,
    });
    expect(
      failure(await call('Add', modelOnly.token, { module: M.Plane, dict: 1, target: plane.id, name: 'x' })),
    ).toMatchObject({ status: 403 });
    // Reading a model's library needs no view.
    const plain = await makeMember(t, a, []);
    expect(
      (
        await query(plain.token, [
          { name: 'module', value: M.Model },
          { name: 'target', value: model.id },
        ])
      ).statusCode,
    ).toBe(200);
    // No function at all: refused by the route.
    expect(failure(await call('Add', plain.token, { module: M.Common, dict: 1, name: 'x' }))).toMatchObject({
      status: 403,
    });
    // The view without the function: refused.
    const reader = await makeMember(t, a, [{ view: 'document-common', functions: ['Edit'] }]);
    expect((await query(reader.token, common)).statusCode).toBe(200);
    expect(failure(await call('Add', reader.token, { module: M.Common, dict: 1, name: 'x' }))).toMatchObject({
      status: 403,
    });
    expect(await logCount(t)).toBe(before);
    const writer = await makeMember(t, a, [{ view: 'document-common', functions: ['Add'] }]);
    await add(writer.token, { module: M.Common, dict: 1, name: 'Writer doc' });
  });
});

describe('the libraries keep their targets', () => {
  it('keeps a model or an aircraft whose library holds documents', async () => {
    const own = await makeModel(t);
    await add(platform.token, modelBody({ target: own.id, name: 'Holds the model' }));
    const model = await t.call({ url: '/api/PlaneModel/Delete', token: platform.token, body: { id: own.id } });
    expect(failure(model)).toMatchObject({ status: 601 });
    const aircraft = await makePlane(t, a.companyId, { modelId: own.id });
    await add(a.admin.token, { module: M.Plane, dict: 1, target: aircraft.id, name: 'Holds the aircraft' });
    const res = await t.call({ url: '/api/PlaneEntity/Delete', token: a.admin.token, body: { id: aircraft.id } });
    expect(failure(res)).toMatchObject({ status: 601 });
    expect(failure(res).msg).toContain('资料库');
  });
});
