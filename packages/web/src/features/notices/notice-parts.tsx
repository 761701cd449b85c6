import {
  Applicability,
  type AppraiseInput,
  type AppraiseRow,
  afterTick,
  applicabilityOf,
  NoticeType,
  PlaneNotice,
} from '@hangar/domain/contracts/notices';
import { PlaneEntity } from '@hangar/domain/contracts/registers';
import type { WorkCardRow } from '@hangar/domain/contracts/workcards';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Descriptions, Space, Table, type TableProps, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { useSession } from '../../session/session-context';
import { UnfitReasonDialog } from './UnfitReasonDialog';

/*
 * The pieces the evaluation dialog (AppraiseDialog) and the engineer notice dialog of a work card
 * (EngineerNoticeDialog) share over the aircraft of a model (model document §4 "Applicability per aircraft",
 * §7 "Notices to aircraft"):
 *
 *   const appraise = useAppraise({ appraiseId, type, readOnly });   // appraise.tick(row, 'fit'), appraise.busy
 *   <TickBox row={row} ticked="fit" appraise={appraise} />
 *   <ApplicabilityTag row={row} />
 *   const plane = usePlaneLookup();  <TailNumber row={row} plane={plane} planeDetail={planeDetail} />
 *   {planeDetail?.(plane.shown, plane.close)}
 *
 * and the notice dialogs of a card (EngineerNoticeDialog, TechNoticeDialog): useNoticeAction, NoticeButtons,
 * CardSummary.
 */

/** The aircraft of a model, 100 a page (the server's order: id ascending). */
export const APPRAISE_PAGE_SIZE = 100;

/** Renders the details of an aircraft (null = closed) above the dialog. */
export type PlaneDetail = (planeId: number | null, onClose: () => void) => ReactNode;

const STATUS_COLOR: Record<Applicability, string> = {
  [Applicability.Unevaluated]: 'default',
  [Applicability.Fit]: 'green',
  [Applicability.Unfit]: 'red',
};

/** The Appraise flags of an applicability (spec §4: fit = 1/1, unfit = 1/0, cancelled = appraised 0). */
function flagsOf(state: Applicability): { appraised: 0 | 1; fit: 0 | 1 } {
  if (state === Applicability.Unevaluated) return { appraised: 0, fit: 0 };
  return { appraised: 1, fit: state === Applicability.Fit ? 1 : 0 };
}

/** The message of a failed call. */
export const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface Appraise {
  tick(row: AppraiseRow, ticked: 'fit' | 'unfit'): Promise<void>;
  /** The aircraft whose evaluation is being sent, or null. */
  busy: number | string | null;
  readOnly: boolean;
  /** The reason dialog of a document's "not applicable" evaluation (render it in the dialog). */
  prompt: ReactNode;
}

/**
 * Ticking Fit or Unfit: PlaneNotice/Appraise with the state `afterTick` gives (the spec's 评估为适用 / 评估为不适用 /
 * 已取消评估), then the rows refresh. A row whose abilities refuse it (notified: state ≠ 0) warns 请先撤回通知 and
 * sends nothing. `type` is
 * sent when given (3: a survey card; the server's default is 1, a model document). A document's "not applicable"
 * first asks why (`prompt`, UnfitReasonDialog; issue 32) and sends the reason with it.
 */
export function useAppraise(options: {
  appraiseId: number | null;
  type?: AppraiseInput['type'];
  readOnly: boolean;
}): Appraise {
  const { appraiseId, type, readOnly } = options;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const action = useNoticeAction(PlaneNotice.table);
  const [asking, setAsking] = useState<AppraiseRow | null>(null);
  const send = async (row: AppraiseRow, next: Applicability, reason?: string) => {
    if (appraiseId === null) return;
    const body = {
      ...(type === undefined ? {} : { type }),
      appraiseId,
      planeId: row.planeId,
      ...flagsOf(next),
      ...(reason === undefined ? {} : { reason }),
    };
    await action.run(row.planeId, () => call(PlaneNotice.api.Appraise, body), `notices.done.${next}`);
  };
  const tick = async (row: AppraiseRow, ticked: 'fit' | 'unfit') => {
    if (appraiseId === null || readOnly) return;
    // The row refuses an evaluation (its abilities, docs/architecture.md "Row abilities"): in a writable dialog,
    // because the aircraft is notified.
    if (!row.abilities.appraise) {
      void message.warning(t('notice.withdrawFirst'));
      return;
    }
    const next = afterTick(applicabilityOf(row), ticked);
    if (next === Applicability.Unfit && (type ?? NoticeType.Appraise) === NoticeType.Appraise) {
      setAsking(row);
      return;
    }
    await send(row, next);
  };
  const prompt = (
    <UnfitReasonDialog
      name={asking?.name ?? null}
      onCancel={() => setAsking(null)}
      onSubmit={async (reason) => {
        const row = asking;
        setAsking(null);
        if (row) await send(row, Applicability.Unfit, reason);
      }}
    />
  );
  const busy = action.busy;
  return { tick, busy, readOnly, prompt };
}

/** The Fit or Unfit tick of a row (checked when the row states it). */
export function TickBox({ row, ticked, appraise }: { row: AppraiseRow; ticked: 'fit' | 'unfit'; appraise: Appraise }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      aria-label={t(`notices.tick.${ticked}`, { name: row.name })}
      checked={applicabilityOf(row) === ticked}
      disabled={appraise.readOnly || appraise.busy !== null}
      onChange={() => void appraise.tick(row, ticked)}
    />
  );
}

/** 未评估 / 适用 / 不适用 as a coloured tag. */
export function ApplicabilityTag({ row }: { row: AppraiseRow }) {
  const { t } = useTranslation();
  const state = applicabilityOf(row);
  return <Tag color={STATUS_COLOR[state]}>{t(`notices.applicability.${state}`)}</Tag>;
}

export interface PlaneLookup {
  /** The aircraft whose details are shown, or null. */
  shown: number | null;
  open(row: AppraiseRow): Promise<void>;
  close(): void;
}

/**
 * The tail number looks the aircraft up (PlaneEntity/Query, filter id): exactly one → its details are shown;
 * anything else → 查询飞机出错.
 */
export function usePlaneLookup(): PlaneLookup {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [shown, setShown] = useState<number | null>(null);
  const open = async (row: AppraiseRow) => {
    try {
      const found = await call(PlaneEntity.api.Query, {
        filters: [{ name: 'id', compare: 'eq', value: row.planeId, relate: 'and' }],
        page: 1,
        pageSize: 1,
      });
      if (found.items.length === 1 && found.totalItems === 1) setShown(row.planeId);
      else void message.error(t('notices.planeQueryFailed'));
    } catch {
      void message.error(t('notices.planeQueryFailed'));
    }
  };
  return { shown, open, close: () => setShown(null) };
}

/**
 * The tail number: a link opening the aircraft when `planeDetail` is given and the aircraft is the caller's
 * company's; text otherwise (company 10000 and a model's manager see other operators' aircraft, but nothing of
 * them beyond the row: the lookup could only fail).
 */
export function TailNumber({
  row,
  plane,
  planeDetail,
}: {
  row: AppraiseRow;
  plane: PlaneLookup;
  planeDetail?: PlaneDetail;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!planeDetail || row.company !== user.curCID) return <>{row.name}</>;
  return (
    <Button
      type="link"
      size="small"
      aria-label={t('notices.openPlane', { name: row.name })}
      onClick={() => void plane.open(row)}
    >
      {row.name}
    </Button>
  );
}

/** The table of a model's aircraft, one page of APPRAISE_PAGE_SIZE. */
/**
 * The columns every aircraft list of a notice shows, in order: the applicability ticks, tail number, serial,
 * engine part number, company and the evaluation's state. A dialog adds its own after them.
 */
export function aircraftColumns(
  t: (key: string) => string,
  appraise: Appraise,
  plane: PlaneLookup,
  planeDetail: PlaneDetail | undefined,
): ColumnsType<AppraiseRow> {
  return [
    {
      title: t('notices.col.fit'),
      key: 'fit',
      width: 64,
      render: (_, row) => <TickBox row={row} ticked="fit" appraise={appraise} />,
    },
    {
      title: t('notices.col.unfit'),
      key: 'unfit',
      width: 72,
      render: (_, row) => <TickBox row={row} ticked="unfit" appraise={appraise} />,
    },
    {
      title: t('notices.col.name'),
      key: 'name',
      render: (_, row) => <TailNumber row={row} plane={plane} planeDetail={planeDetail} />,
    },
    { title: t('notices.col.planeSeri'), dataIndex: 'planeSeri', key: 'planeSeri' },
    { title: t('notices.col.planeEngModel'), dataIndex: 'planeEngModel', key: 'planeEngModel' },
    { title: t('notices.col.companyName'), dataIndex: 'companyName', key: 'companyName' },
    {
      title: t('notices.col.applicability'),
      key: 'applicability',
      render: (_, row) => <ApplicabilityTag row={row} />,
    },
  ];
}

export function AircraftTable(props: {
  columns: ColumnsType<AppraiseRow>;
  items: AppraiseRow[];
  totalItems: number;
  loading: boolean;
  page: number;
  onPage(page: number): void;
  mobile: boolean;
  /** A selection column (the rows' planeIds), when the dialog acts on several rows at once. */
  rowSelection?: TableProps<AppraiseRow>['rowSelection'];
}) {
  return (
    <Table<AppraiseRow>
      rowKey="planeId"
      size="small"
      rowSelection={props.rowSelection}
      columns={props.columns}
      dataSource={props.items}
      loading={props.loading}
      scroll={props.mobile ? undefined : { x: 'max-content' }}
      pagination={{
        current: props.page,
        pageSize: APPRAISE_PAGE_SIZE,
        total: props.totalItems,
        showSizeChanger: false,
        onChange: props.onPage,
      }}
    />
  );
}

/**
 * A notice call of a row: `busy` names the row while it runs; success shows `done` (a catalogue key) and
 * refreshes the lists of `table`; a refusal shows the server's message.
 */
export function useNoticeAction(table: string) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | string | null>(null);
  const run = async (key: number | string, send: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await send();
      void message.success(t(done));
      await queryClient.invalidateQueries({ queryKey: [table] });
    } catch (error) {
      void message.error(failure(error));
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

/** The Notify and Withdraw links of a row (`name` labels them: 通知 {name}, 撤回 {name}). */
export function NoticeButtons(props: {
  name: string;
  mayNotify: boolean;
  mayWithdraw: boolean;
  disabled: boolean;
  onNotify(): void;
  onWithdraw(): void;
}) {
  const { t } = useTranslation();
  return (
    <Space size={0}>
      <Button
        type="link"
        size="small"
        aria-label={t('notices.notifyOf', { name: props.name })}
        disabled={props.disabled || !props.mayNotify}
        onClick={props.onNotify}
      >
        {t('notices.notify')}
      </Button>
      <Button
        type="link"
        size="small"
        danger
        aria-label={t('notices.withdrawOf', { name: props.name })}
        disabled={props.disabled || !props.mayWithdraw}
        onClick={props.onWithdraw}
      >
        {t('notices.withdraw')}
      </Button>
    </Space>
  );
}

/** The noticed card's number and name, read-only above the list. */
export function CardSummary({ card, mobile }: { card: WorkCardRow; mobile: boolean }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={mobile ? 1 : 2}
      items={[
        { key: 'seri', label: t('notices.card.seri'), children: card.seri },
        { key: 'name', label: t('notices.card.name'), children: card.name },
      ]}
      style={{ marginBottom: 12 }}
    />
  );
}
