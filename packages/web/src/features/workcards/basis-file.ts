import { Document, DocumentDict, DocumentModule, type DocumentRow } from '@hangar/domain/contracts/documents';
import { call } from '../../api/http';

// The basis-file check of the instruction form (model document §5 "Instruction form", §9: page size 5): on
// blur of the basis file number, the model's CAD/AD and SB/SI documents (dict 2 and 3; folders left out) with
// that number. None → 依据文件不存在，请先录入依据文件; more than one → 依据文件重复，请先清理依据文件; exactly one → its id
// is the card's accordingId.

export const BASIS_PAGE_SIZE = 5;

/** The kinds of document a basis file is: CAD/AD and SB/SI. */
const BASIS_DICTS: number[] = [DocumentDict.CadAd, DocumentDict.SbSi];

export type BasisLookup =
  | { kind: 'missing'; message: 'workcard.accordingMissing' }
  | { kind: 'duplicate'; message: 'workcard.accordingDuplicate' }
  | { kind: 'found'; document: DocumentRow };

const cond = (name: string, compare: string, value: string | number) => ({
  name,
  compare,
  value,
  relate: 'and' as const,
});

export async function lookUpBasisFile(model: number, seri: string): Promise<BasisLookup> {
  const answer = await call(Document.api.Query, {
    fixedFilters: [cond('module', 'eq', DocumentModule.Model), cond('target', 'eq', model), cond('isFolder', 'eq', 0)],
    filters: [cond('seri', 'eq', seri)],
    page: 1,
    pageSize: BASIS_PAGE_SIZE,
  });
  // The library's query takes a dict only as equal to one value: the two kinds are picked here.
  const found = answer.items.filter((d) => BASIS_DICTS.includes(d.dict));
  if (found.length === 0) return { kind: 'missing', message: 'workcard.accordingMissing' };
  if (found.length > 1) return { kind: 'duplicate', message: 'workcard.accordingDuplicate' };
  return { kind: 'found', document: found[0] };
}

/** The name of a linked basis file (for a card opened for editing), or null when it cannot be read. */
export async function basisFileName(model: number, id: number): Promise<string | null> {
  const answer = await call(Document.api.Query, {
    fixedFilters: [cond('module', 'eq', DocumentModule.Model), cond('target', 'eq', model)],
    filters: [cond('id', 'eq', id)],
    page: 1,
    pageSize: 1,
  });
  return answer.items[0]?.name ?? null;
}
