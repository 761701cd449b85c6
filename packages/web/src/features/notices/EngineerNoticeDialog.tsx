import {
  Applicability,
  type AppraiseRow,
  applicabilityOf,
  NoticeType,
  PlaneAppraisal,
  PlaneNotice,
} from '@hangar/domain/contracts/notices';
import { CardCategory, type WorkCardRow } from '@hangar/domain/contracts/workcards';
import { Alert, Button, Modal, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { type ListPayload, useListQuery } from '../../components/list-query';
import { MOBILE_BREAKPOINT, useWindowSize } from '../../components/use-window-size';
import {
  AircraftTable,
  APPRAISE_PAGE_SIZE,
  aircraftColumns,
  CardSummary,
  NoticeButtons,
  type PlaneDetail,
  useAppraise,
  useNoticeAction,
  usePlaneLookup,
} from './notice-parts';

/*
 * EngineerNoticeDialog — the notices of a work card of category 1 to 3 to the model's aircraft (model document
 * §2.4 "Engineer notice dialog", §4 "Notice state (aircraft)", §7 "Notices to aircraft"). Opened through
 * CardNoticeDialog.
 *
 * - The aircraft of the model across operators (company 10000 and the model's manager): for categories 1–2
 *   PlaneEntity/QueryWithWorkAppraise with tagId = the card's basis file (the evaluation of that file is the
 *   applicability), for category 3 (survey) QueryWithWorkNotice with tagId = the card; 100 a page.
 * - Columns: the Fit / Unfit ticks (Appraise type 1 with the basis file, type 3 with the card; a notified row warns
 *   请先撤回通知), tail number (opens the caller's own aircraft), airframe serial, engine part number, organisation,
 *   evaluation, notice state, notified on, Notify / Withdraw.
 * - §4: categories 1–2 notify only a not-notified applicable aircraft and withdraw only a notified applicable one;
 *   their state reads a dash unless applicable. Category 3: applicability does not matter.
 * - Notify: PlaneNotice/DoNotice {id, instructId: card}; a survey row without a notice row yet:
 *   doForceNotice {planeId, instructId}. Withdraw: RemoveNotice {id}. 发出通知完成 / 撤回通知完成, the rows reload.
 * - A row notified by another card (instructId ≠ the card) shows 已由其他工卡通知: this card can neither notify nor
 *   withdraw it.
 * - `readOnly`: every action disabled.
 */

/** The row's notice as this card sees it. */
type NoticeState = 'dash' | 'none' | 'notified' | 'otherCard';

function noticeStateOf(card: WorkCardRow, row: AppraiseRow): NoticeState {
  if (row.state === 1 && row.instructId !== null && row.instructId !== card.id) return 'otherCard';
  if (card.category <= CardCategory.Instruction && applicabilityOf(row) !== Applicability.Fit) return 'dash';
  return row.state === 1 ? 'notified' : 'none';
}

/** What the card may do with a row (§4). */
export function noticeActions(card: WorkCardRow, row: AppraiseRow): { notify: boolean; withdraw: boolean } {
  const state = noticeStateOf(card, row);
  const applicable = card.category > CardCategory.Instruction || applicabilityOf(row) === Applicability.Fit;
  return {
    notify: applicable && row.state !== 1,
    withdraw: applicable && state === 'notified' && row.id !== null,
  };
}

const STATE_COLOR: Record<Exclude<NoticeState, 'dash'>, string> = {
  none: 'red',
  notified: 'green',
  otherCard: 'green',
};

export function EngineerNoticeDialog(props: {
  card: WorkCardRow | null;
  readOnly: boolean;
  onClose(): void;
  planeDetail?: PlaneDetail;
}) {
  const { card, readOnly, onClose, planeDetail } = props;
  const { t } = useTranslation();
  const mobile = useWindowSize().width < MOBILE_BREAKPOINT;
  const [page, setPage] = useState(1);
  const action = useNoticeAction(PlaneNotice.table);
  const survey = card !== null && card.category > CardCategory.Instruction;
  // Categories 1–2: the applicability is the evaluation of the basis file; 3: of the card itself.
  const tagId = card === null ? null : survey ? card.id : (card.accordingId ?? null);
  const appraise = useAppraise({
    appraiseId: tagId,
    type: survey ? NoticeType.Survey : NoticeType.Appraise,
    readOnly,
  });
  const plane = usePlaneLookup();
  const endpoint = survey ? PlaneAppraisal.api.QueryWithWorkNotice : PlaneAppraisal.api.QueryWithWorkAppraise;
  const payload = { tagId: tagId ?? 0, page, pageSize: APPRAISE_PAGE_SIZE } as ListPayload;
  const list = useListQuery<AppraiseRow>(PlaneNotice.table, endpoint, payload, { enabled: tagId !== null });

  const act = (row: AppraiseRow, kind: 'notify' | 'withdraw') => {
    if (!card || readOnly) return;
    const send = () => {
      if (kind === 'withdraw' && row.id !== null) return call(PlaneNotice.api.RemoveNotice, { id: row.id });
      if (row.id !== null) return call(PlaneNotice.api.DoNotice, { id: row.id, instructId: card.id });
      return call(PlaneNotice.api.doForceNotice, { planeId: row.planeId, instructId: card.id });
    };
    void action.run(row.planeId, send, kind === 'notify' ? 'notices.notified' : 'notices.withdrawn');
  };

  // Several aircraft at once (DoNoticeMany / RemoveNoticeMany: one transaction, all or nothing): the selected rows
  // this card may notify, or withdraw.
  const [selected, setSelected] = useState<number[]>([]);
  const chosen = (kind: 'notify' | 'withdraw') =>
    card === null
      ? []
      : list.items.filter((row) => selected.includes(row.planeId) && row.id !== null && noticeActions(card, row)[kind]);
  const actMany = (kind: 'notify' | 'withdraw') => {
    const rows = chosen(kind);
    if (!card || readOnly || rows.length === 0) return;
    const ids = rows.map((row) => row.id as number);
    const send = () =>
      kind === 'notify'
        ? call(PlaneNotice.api.DoNoticeMany, { ids, instructId: card.id })
        : call(PlaneNotice.api.RemoveNoticeMany, { ids });
    void action
      .run('many', send, kind === 'notify' ? 'notices.notified' : 'notices.withdrawn')
      .then(() => setSelected([]));
  };
  const selectable = card !== null && !readOnly && !mobile;

  const stateCell = (row: AppraiseRow) => {
    if (!card) return null;
    const state = noticeStateOf(card, row);
    if (state === 'dash') return '-';
    return <Tag color={STATE_COLOR[state]}>{t(`notices.state.${state}`)}</Tag>;
  };

  const actions = (row: AppraiseRow) => {
    if (!card) return null;
    const may = noticeActions(card, row);
    return (
      <NoticeButtons
        name={row.name}
        mayNotify={may.notify}
        mayWithdraw={may.withdraw}
        disabled={readOnly || action.busy !== null}
        onNotify={() => act(row, 'notify')}
        onWithdraw={() => act(row, 'withdraw')}
      />
    );
  };

  const all: ColumnsType<AppraiseRow> = [
    ...aircraftColumns(t, appraise, plane, planeDetail),
    { title: t('notices.col.noticeState'), key: 'noticeState', render: (_, row) => stateCell(row) },
    {
      title: t('notices.col.instructTime'),
      dataIndex: 'instructTime',
      key: 'instructTime',
      render: (value: string | null) => value?.slice(0, 10) ?? '',
    },
    { title: t('notices.col.actions'), key: 'actions', render: (_, row) => actions(row) },
  ];
  const columns = mobile
    ? all.filter((c) => ['fit', 'unfit', 'name', 'noticeState', 'actions'].includes(String(c.key)))
    : all;

  const close = () => {
    setPage(1);
    setSelected([]);
    plane.close();
    onClose();
  };

  return (
    <Modal
      open={card !== null}
      title={card ? t(readOnly ? 'notices.card.viewTitle' : 'notices.card.title', { name: card.name }) : ''}
      onCancel={close}
      footer={null}
      width={mobile ? '100%' : '75%'}
      destroyOnHidden
    >
      {card ? <CardSummary card={card} mobile={mobile} /> : null}
      {card && tagId === null ? (
        <Alert type="warning" showIcon title={t('notices.card.noBasis')} style={{ marginBottom: 12 }} />
      ) : null}
      {selectable ? (
        <Space style={{ marginBottom: 8 }}>
          <Button disabled={chosen('notify').length === 0 || action.busy !== null} onClick={() => actMany('notify')}>
            {t('notices.notifySelected', { count: chosen('notify').length })}
          </Button>
          <Button
            disabled={chosen('withdraw').length === 0 || action.busy !== null}
            onClick={() => actMany('withdraw')}
          >
            {t('notices.withdrawSelected', { count: chosen('withdraw').length })}
          </Button>
        </Space>
      ) : null}
      <AircraftTable
        rowSelection={
          selectable
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys as number[]),
                getCheckboxProps: (row) => ({ 'aria-label': t('notices.select', { name: row.name }) }),
              }
            : undefined
        }
        columns={columns}
        items={tagId === null ? [] : list.items}
        totalItems={list.totalItems}
        loading={list.loading}
        page={page}
        onPage={setPage}
        mobile={mobile}
      />
      {planeDetail?.(plane.shown, plane.close)}
    </Modal>
  );
}
