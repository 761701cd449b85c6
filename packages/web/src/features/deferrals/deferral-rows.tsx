import {
  Deferral,
  type DeferralDueInput,
  type DeferralDueRow,
  type DeferralRow,
} from '@hangar/domain/contracts/deferrals';
import type { ListBody } from '@hangar/domain/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Modal } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import type { PageRequest } from '../../components/list-query';
import { LightTag, LinkButton } from '../../components/row-controls';
import { useCan } from '../../session/session-context';
import { CloseDialog, ExtendDialog } from './DeferralDialogs';
import { dueLabel, StateTag } from './deferral-view';

/*
 * Open deferrals as rows of the maintenance items' lists (issue 32: "deferral due dates appear with the maintenance
 * items"): the fleet monitor and the aircraft drawer's maintenance list put the open deferrals that Deferral/Due
 * answers for their window before their items, each a row of its own kind (the 保留 tag, the MEL item, the fault,
 * the placard) whose due columns, state tag and colour are the items' (the row's `due` is an item's). Clicking it
 * opens the deferral (DeferralDetail: its facts, Extend and Close as its abilities allow).
 *
 *   const due = useDueDeferrals(window);                   // null window: none (an item-only filter)
 *   <DataTable<Item | DueDeferral>
 *     queryKey={[..., due.version]} enabled={due.ready}
 *     query={withLeadingRows(due.rows, postQuery(...))}     // deferrals first, the pager counts both
 *     columns={withDeferralCells(columns, { name: (row) => ... })}
 *     rowKey={rowKeyOf} />
 *   {due.detail}
 */

/** A deferral among the items: the row Deferral/Due answers, marked, with a key no item id takes. */
export type DueDeferral = DeferralDueRow & { kind: 'deferral'; rowKey: string };

export function isDeferral(row: object): row is DueDeferral {
  return (row as { kind?: unknown }).kind === 'deferral';
}

/** The table's row key: the item's id, `deferral-<id>` for a deferral. */
export function rowKeyOf(row: { id: number }): string | number {
  return isDeferral(row) ? row.rowKey : row.id;
}

const asRow = (row: DeferralDueRow): DueDeferral => ({ ...row, kind: 'deferral', rowKey: `deferral-${row.id}` });

/**
 * The open deferrals of `window` (Deferral/Due), for who may read deferrals; `window` null asks nothing (a filter
 * only items have). `ready` once answered (or not asked), `version` changes with the answer (a list's query key).
 * The query key starts with the deferral table: a deferral's save or a DataRefresh of it reloads the rows.
 */
export function useDueDeferrals(window: DeferralDueInput | null, enabled = true) {
  const allowed = useCan(Deferral.api.Due);
  const asked = allowed && enabled && window !== null;
  const due = useQuery({
    queryKey: [Deferral.table, 'due', window],
    queryFn: () => call(Deferral.api.Due, window ?? {}),
    enabled: asked,
  });
  const [open, setOpen] = useState<DueDeferral | null>(null);
  const rows = asked ? (due.data?.items ?? []).map(asRow) : [];
  return {
    rows,
    ready: !asked || due.data !== undefined || due.isError,
    version: asked ? due.dataUpdatedAt : 0,
    open: (row: DueDeferral) => setOpen(row),
    detail: open ? <DeferralDetail deferral={open} onClose={() => setOpen(null)} /> : null,
  };
}

/**
 * A paged list with `lead` before its rows: page N of the whole is the leading rows that fall in it, then the
 * list's rows from where they begin (at most two of its pages), and the total counts both. Leading rows are few
 * (a fleet's open deferrals) and already loaded.
 */
export function withLeadingRows<L, T>(
  lead: readonly L[],
  list: (page: PageRequest) => Promise<ListBody<T>>,
): (page: PageRequest) => Promise<ListBody<L | T>> {
  return async (page) => {
    const size = page.pageSize;
    const start = (page.page - 1) * size;
    const leading = lead.slice(start, start + size);
    const wanted = size - leading.length;
    const from = Math.max(0, start - lead.length);
    const first = Math.floor(from / size) + 1;
    const skip = from - (first - 1) * size;
    const one = await list({ ...page, page: first });
    let rows = one.items.slice(skip);
    // A window across two of the list's pages (the leading rows moved it off their edges) reads the next one too.
    if (skip > 0 && rows.length < wanted && one.totalItems > first * size) {
      rows = rows.concat((await list({ ...page, page: first + 1 })).items);
    }
    return { items: [...leading, ...rows.slice(0, wanted)], totalItems: one.totalItems + lead.length };
  };
}

/** Keys of the columns a deferral shares with the items: they read the row's `due` alone. */
const DUE_KEYS = new Set([
  'nearestDue',
  'dueDate',
  'remainDays',
  'dueHours',
  'remainHours',
  'dueLandings',
  'remainLandings',
  'state',
]);

/**
 * An items' columns that render deferrals too: the due columns and the state as for an item, the columns named
 * in `cells` by their key with a deferral's own cell, the rest empty.
 */
export function withDeferralCells<Row extends object>(
  columns: ColumnsType<Row>,
  cells: Partial<Record<string, (row: DueDeferral) => ReactNode>>,
): ColumnsType<Row | DueDeferral> {
  return columns.map((column) => {
    const key = String(column.key ?? '');
    const own = 'render' in column ? column.render : undefined;
    const cell = cells[key];
    return {
      ...column,
      render: (value: unknown, row: Row | DueDeferral, index: number) => {
        if (isDeferral(row)) {
          if (cell) return cell(row);
          return DUE_KEYS.has(key) && own ? own(value, row as unknown as Row, index) : null;
        }
        return own ? own(value, row, index) : (value as ReactNode);
      },
    } as ColumnsType<Row | DueDeferral>[number];
  });
}

/** The kind tag: 保留 C / Deferral C (its MEL category). */
export function DeferralKindTag({ row, t }: { row: Pick<DeferralRow, 'category'>; t: TFunction }) {
  return (
    <LightTag color="purple" data-kind="deferral" title={t('deferral.kindTitle')}>
      {t('deferral.kind', { category: row.category })}
    </LightTag>
  );
}

/** The MEL item as a row names it: `33-40-01 Taxi light`. */
export function deferralItemText(row: Pick<DeferralRow, 'itemNo' | 'title'>): string {
  return `${row.itemNo} ${row.title}`;
}

/** The MEL item as a link opening the deferral, the fault (or the placard) under it. */
export function DeferralName({
  row,
  t,
  onOpen,
  tag = false,
  state,
}: {
  row: DueDeferral;
  t: TFunction;
  onOpen: (row: DueDeferral) => void;
  /** With the kind tag before it (a list without a type column). */
  tag?: boolean;
  /** After it: the state's tag (a list without a state column). */
  state?: ReactNode;
}) {
  return (
    <span className="hangar-inline" data-testid="deferral-row">
      {tag ? <DeferralKindTag row={row} t={t} /> : null}
      <LinkButton title={t('deferral.openTitle')} onClick={() => onOpen(row)}>
        {`MEL ${deferralItemText(row)}`}
      </LinkButton>
      {state}
      {/* One line (the whole text in its title), so a deferral row is no taller than an item's. */}
      <div className="ctrl-card-due ctrl-card-line" title={row.faultTitle ?? row.placard}>
        {row.faultTitle ?? row.placard}
      </div>
    </span>
  );
}

/** A deferral as a phone's card shows it (CtrlCard): its MEL item as the card's item, its due as an item's. */
export function deferralCard(row: DueDeferral): { name: string; due: DueDeferral['due'] } {
  return { name: `MEL ${deferralItemText(row)}`, due: row.due };
}

/** The card's line under the due: the kind tag, the fault (or the placard) and 查看 opening the deferral. */
export function DeferralCardActions({
  row,
  t,
  onOpen,
}: {
  row: DueDeferral;
  t: TFunction;
  onOpen: (row: DueDeferral) => void;
}) {
  return (
    <span className="hangar-inline" data-testid="deferral-card">
      <DeferralKindTag row={row} t={t} />
      <span>{row.faultTitle ?? row.placard}</span>
      <LinkButton title={t('deferral.openTitle')} onClick={() => onOpen(row)}>
        {t('deferral.open')}
      </LinkButton>
    </span>
  );
}

/** One open deferral: its facts, and Extend and Close as its abilities allow (the deferral screen's dialogs). */
export function DeferralDetail({ deferral, onClose }: { deferral: DeferralRow; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [acting, setActing] = useState<'extend' | 'close' | null>(null);
  const done = (saved: boolean) => {
    setActing(null);
    if (!saved) return;
    void queryClient.invalidateQueries({ queryKey: [Deferral.table] });
    onClose();
  };
  const d = deferral;
  const items = [
    { key: 'planeName', label: t('deferral.planeName'), children: d.planeName },
    { key: 'faultTitle', label: t('deferral.faultTitle'), children: d.faultTitle },
    { key: 'melItem', label: t('deferral.melItem'), children: `${d.ata} · ${deferralItemText(d)}` },
    { key: 'category', label: t('deferral.category'), children: d.category },
    { key: 'discovered', label: t('deferral.discovered'), children: d.discovered.slice(0, 10) },
    { key: 'due', label: t('deferral.due'), children: dueLabel(d, t) },
    { key: 'state', label: t('deferral.state'), children: <StateTag state={d.state} t={t} /> },
    { key: 'placard', label: t('deferral.placard'), children: d.placard },
    {
      key: 'deferredName',
      label: t('deferral.deferredName'),
      children: `${d.deferredName ?? ''} ${d.licenceNo ?? ''}`,
    },
    ...(d.extAt
      ? [
          {
            key: 'extension',
            label: t('deferral.extension'),
            children: t('deferral.extendedBy', { approver: d.extApprover ?? '', reason: d.extReason ?? '' }),
          },
        ]
      : []),
    ...(d.remarks ? [{ key: 'remarks', label: t('deferral.remarks'), children: d.remarks }] : []),
  ];
  return (
    <>
      <Modal
        open={acting === null}
        title={`${t('deferral.detailTitle')}: ${d.planeName ?? ''} MEL ${deferralItemText(d)}`}
        onCancel={onClose}
        footer={
          <Flex gap={8} justify="end">
            {d.abilities.extend ? <Button onClick={() => setActing('extend')}>{t('deferral.extend')}</Button> : null}
            {d.abilities.close ? <Button onClick={() => setActing('close')}>{t('deferral.close')}</Button> : null}
            <Button type="primary" onClick={onClose}>
              {t('deferral.done')}
            </Button>
          </Flex>
        }
      >
        <Descriptions column={1} size="small" items={items} />
      </Modal>
      {acting === 'extend' ? <ExtendDialog deferral={d} onClose={done} /> : null}
      {acting === 'close' ? <CloseDialog deferral={d} onClose={done} /> : null}
    </>
  );
}
