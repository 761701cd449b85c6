import type { RequireMenuRow } from '@hangar/domain/contracts/materials';
import { frameStrings } from '@hangar/domain/i18n/frame';
import type { Lang } from '@hangar/domain/messages';
import { grantables } from '@hangar/domain/permissions';
import type { Condition, ListBody, QueryPayload } from '@hangar/domain/query';
import type { z } from 'zod';
import { AppError, invalid } from '../../platform/http/errors';

// The requirement-menu reference list (materials document reference lists; the spec gives no fields): the
// application's own menu as a tree, derived from the permission catalogue (`grantables`) — one node per menu
// group (parent 0) and one per screen (parent = its group's node), named in the caller's language from the
// web's catalogue (`frame.menu.<group>`, `frame.route.<view>`). No table holds it.
//
// Ids are stable: a 31-bit FNV-1a hash of `group:<group>` or `view:<key>`, so that adding, removing or
// reordering views never renumbers the others (a record that stored an id keeps pointing at the same
// screen). require-menu.test.ts proves the catalogue's ids distinct.

type Row = z.output<typeof RequireMenuRow>;

/** 31-bit FNV-1a of a text (positive, never 0). */
export function stableId(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 1 || 1;
}

const strings = frameStrings as Record<string, readonly [string, string]>;
const label = (key: string, lang: Lang) => strings[key]?.[lang === 'zh-CN' ? 0 : 1] ?? key;

/** The whole tree in menu order: each group followed by its screens. */
export function menuTree(lang: Lang, multiTenancy: boolean): Row[] {
  const views = grantables.filter((g) => g.path && g.group && (multiTenancy || !g.multiTenantOnly));
  const groups = [...new Set(views.map((g) => g.group as string))];
  return groups.flatMap((group) => {
    const groupId = stableId(`group:${group}`);
    return [
      { id: groupId, parent: 0, name: label(`frame.menu.${group}`, lang), key: null, path: null },
      ...views
        .filter((g) => g.group === group)
        .map((g) => ({
          id: stableId(`view:${g.key}`),
          parent: groupId,
          name: label(`frame.route.${g.key}`, lang),
          key: g.key,
          path: g.path ?? null,
        })),
    ];
  });
}

/** Case-insensitive `contains` (NFKC on both sides), as the query compiler's `contains`. */
const containsText = (value: string, part: string) =>
  value.normalize('NFKC').toLowerCase().includes(part.normalize('NFKC').toLowerCase());

type Kind = 'number' | 'text';
const fields: Record<string, Kind> = { id: 'number', parent: 'number', name: 'text', key: 'text', path: 'text' };

function matches(row: Row, c: Condition): boolean {
  const kind = Object.hasOwn(fields, c.name) ? fields[c.name] : undefined;
  if (!kind) {
    throw new AppError(
      'VALIDATION',
      'query.unknownField',
      { field: c.name },
      {
        errors: [{ field: c.name, message: 'query.unknownField' }],
      },
    );
  }
  const allowed = kind === 'number' ? ['eq', 'ne'] : ['eq', 'ne', 'contains'];
  if (!allowed.includes(c.compare)) throw invalid('query.unknownCompare', c.name, { compare: c.compare });
  const value = row[c.name as keyof Row];
  if (c.compare === 'contains') return value !== null && containsText(String(value), String(c.value ?? ''));
  const equal = c.value === null ? value === null : String(value) === String(c.value);
  return c.compare === 'eq' ? equal : !equal;
}

/** Conditions read left to right, AND binding tighter than OR (as the query compiler reads them). */
function passes(row: Row, conditions: readonly Condition[]): boolean {
  let any = false;
  let group = true;
  conditions.forEach((c, i) => {
    if (i > 0 && c.relate === 'or') {
      any ||= group;
      group = true;
    }
    group &&= matches(row, c);
  });
  return conditions.length === 0 || any || group;
}

/** The query payload over the tree: fixed filters and filters (id, parent, name, key, path), one page. */
export function queryRequireMenu(lang: Lang, multiTenancy: boolean, payload: QueryPayload): ListBody<Row> {
  const rows = menuTree(lang, multiTenancy).filter(
    (row) => payload.fixedFilters.every((c) => matches(row, c)) && passes(row, payload.filters),
  );
  const start = (payload.page - 1) * payload.pageSize;
  return { items: rows.slice(start, start + payload.pageSize), totalItems: rows.length };
}
