import {
  Applicability,
  type AppraiseRow,
  afterTick,
  applicabilityOf,
  PlaneAppraisal,
  PlaneNotice,
} from '@hangar/domain/contracts/notices';
import { PlaneEntity } from '@hangar/domain/contracts/registers';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Descriptions, Modal, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { useSession } from '../../app/session-context';
import { type ListPayload, useListQuery } from '../../components/list-query';
import { MOBILE_BREAKPOINT, useWindowSize } from '../../components/use-window-size';

/*
 * AppraiseDialog — the evaluation of a model's CAD/AD or SB/SI document against the model's aircraft (model
 * document §2.9, §4 "Applicability per aircraft", §7 "Notices to aircraft").
 *
 *   <AppraiseDialog document={row} readOnly={!mayAppraise} onClose={...} planeDetail={(id, close) => ...} />
 *
 * - The document's name and number read-only; the model's aircraft (PlaneEntity/QueryWithWorkAppraise, tagId =
 *   the document; 100 a page, the server's order: id ascending) with Fit / Unfit ticks, tail number, airframe
 *   serial, engine part number, organisation, evaluation (未评估 / 适用 / 不适用), date and who. Mobile: the
 *   ticks, tail number and evaluation.
 * - A tick sends PlaneNotice/Appraise with the state `afterTick` gives (ticking the state the row has cancels
 *   it), shows 评估为适用 / 评估为不适用 / 已取消评估 and refreshes the rows. A notified row (state ≠ 0) warns
 *   请先撤回通知 and sends nothing. `readOnly` (not company 10000 nor the model's manager, or no Execute): the
 *   ticks are disabled — the dialog still shows which aircraft the document applies to.
 * - The tail number looks the aircraft up (PlaneEntity/Query, filter id); exactly one → `planeDetail` renders
 *   its details (the model drawer passes the aircraft drawer: features/plane imports this feature, so this
 *   one cannot import it back); anything else → 查询飞机出错. Without `planeDetail`, and for another company's aircraft (company 10000 and a
 *   model's manager see them, but nothing of them beyond this row: the lookup could only fail), the tail
 *   number is text.
 */

export const APPRAISE_PAGE_SIZE = 100;

/** The document evaluated: its id, name and number. */
export interface AppraisedDocument {
  id: number;
  name: string;
  seri: string | null;
}

/** Renders the details of an aircraft (null = closed) above the dialog. */
export type PlaneDetail = (planeId: number | null, onClose: () => void) => ReactNode;

export interface AppraiseDialogProps {
  /** The document evaluated; null = closed. */
  document: AppraisedDocument | null;
  readOnly?: boolean;
  onClose(): void;
  planeDetail?: PlaneDetail;
}

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

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function AppraiseDialog({ document, readOnly = false, onClose, planeDetail }: AppraiseDialogProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const mobile = useWindowSize().width < MOBILE_BREAKPOINT;
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const [shownPlane, setShownPlane] = useState<number | null>(null);
  const payload = { tagId: document?.id ?? 0, page, pageSize: APPRAISE_PAGE_SIZE } as ListPayload;
  const list = useListQuery<AppraiseRow>(PlaneNotice.table, PlaneAppraisal.api.QueryWithWorkAppraise, payload, {
    enabled: document !== null,
  });

  const tick = async (row: AppraiseRow, ticked: 'fit' | 'unfit') => {
    if (!document || readOnly) return;
    if (row.state !== 0) {
      void message.warning(t('notice.withdrawFirst'));
      return;
    }
    const next = afterTick(applicabilityOf(row), ticked);
    setBusy(row.planeId);
    try {
      await call(PlaneNotice.api.Appraise, { appraiseId: document.id, planeId: row.planeId, ...flagsOf(next) });
      void message.success(t(`notices.done.${next}`));
      await queryClient.invalidateQueries({ queryKey: [PlaneNotice.table] });
    } catch (error) {
      void message.error(failure(error));
    } finally {
      setBusy(null);
    }
  };

  const openPlane = async (row: AppraiseRow) => {
    try {
      const found = await call(PlaneEntity.api.Query, {
        filters: [{ name: 'id', compare: 'eq', value: row.planeId, relate: 'and' }],
        page: 1,
        pageSize: 1,
      });
      if (found.items.length === 1 && found.totalItems === 1) setShownPlane(row.planeId);
      else void message.error(t('notices.planeQueryFailed'));
    } catch {
      void message.error(t('notices.planeQueryFailed'));
    }
  };

  const tickBox = (row: AppraiseRow, ticked: 'fit' | 'unfit') => (
    <Checkbox
      aria-label={t(`notices.tick.${ticked}`, { name: row.name })}
      checked={applicabilityOf(row) === ticked}
      disabled={readOnly || busy !== null}
      onChange={() => void tick(row, ticked)}
    />
  );

  const all: ColumnsType<AppraiseRow> = [
    { title: t('notices.col.fit'), key: 'fit', width: 64, render: (_, row) => tickBox(row, 'fit') },
    { title: t('notices.col.unfit'), key: 'unfit', width: 72, render: (_, row) => tickBox(row, 'unfit') },
    {
      title: t('notices.col.name'),
      key: 'name',
      render: (_, row) =>
        planeDetail && row.company === user.curCID ? (
          <Button
            type="link"
            size="small"
            aria-label={t('notices.openPlane', { name: row.name })}
            onClick={() => void openPlane(row)}
          >
            {row.name}
          </Button>
        ) : (
          row.name
        ),
    },
    { title: t('notices.col.planeSeri'), dataIndex: 'planeSeri', key: 'planeSeri' },
    { title: t('notices.col.planeEngModel'), dataIndex: 'planeEngModel', key: 'planeEngModel' },
    { title: t('notices.col.companyName'), dataIndex: 'companyName', key: 'companyName' },
    {
      title: t('notices.col.applicability'),
      key: 'applicability',
      render: (_, row) => {
        const state = applicabilityOf(row);
        return <Tag color={STATUS_COLOR[state]}>{t(`notices.applicability.${state}`)}</Tag>;
      },
    },
    {
      title: t('notices.col.appraiseTime'),
      dataIndex: 'appraiseTime',
      key: 'appraiseTime',
      render: (value: string | null) => value?.slice(0, 10) ?? '',
    },
    { title: t('notices.col.appraiseUser'), dataIndex: 'appraiseUserName', key: 'appraiseUser' },
  ];
  const columns = mobile ? all.filter((c) => ['fit', 'unfit', 'name', 'applicability'].includes(String(c.key))) : all;

  const close = () => {
    setPage(1);
    setShownPlane(null);
    onClose();
  };

  return (
    <Modal
      open={document !== null}
      title={
        document ? t(readOnly ? 'notices.appraise.viewTitle' : 'notices.appraise.title', { name: document.name }) : ''
      }
      onCancel={close}
      footer={null}
      width={mobile ? '100%' : '75%'}
      destroyOnHidden
    >
      {document ? (
        <Descriptions
          size="small"
          column={mobile ? 1 : 2}
          items={[
            { key: 'name', label: t('notices.appraise.docName'), children: document.name },
            { key: 'seri', label: t('notices.appraise.docSeri'), children: document.seri ?? '' },
          ]}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Table<AppraiseRow>
        rowKey="planeId"
        size="small"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        scroll={mobile ? undefined : { x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: APPRAISE_PAGE_SIZE,
          total: list.totalItems,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
      {planeDetail?.(shownPlane, () => setShownPlane(null))}
    </Modal>
  );
}
