import { type TechNoticeRow, TODO_RECEIVED, TodoState, UserToDo } from '@hangar/domain/contracts/todos';
import type { WorkCardRow } from '@hangar/domain/contracts/workcards';
import { Modal, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { type ListPayload, useListQuery } from '../../components/list-query';
import { MOBILE_BREAKPOINT, useWindowSize } from '../../components/use-window-size';
import { APPRAISE_PAGE_SIZE, CardSummary, NoticeButtons, useNoticeAction } from './notice-parts';

/*
 * TechNoticeDialog — the notices of a technical bulletin (work card category 4) to people and organisations
 * (model document §2.4 "Technical notice dialog", §4 "Technical notice state", §7 "Notices to people"). Opened
 * through CardNoticeDialog.
 *
 * - UserToDo/QueryTechNotice {tagId: the card, fixed filter focusTech > 0}, 100 a page: name (realName; an
 *   organisation's own row reads （整个单位）), organisation (cname), state: 已接收 (received, record 9, green),
 *   已通知 (blue), 未通知 (red), notified on.
 * - Per row: Notify (UserToDo/DoNotice {targetId: card, cid, pid}, 发出技术通告完成) while not notified; Withdraw
 *   (RemoveNotice {id}, 撤回技术通告完成) while notified. The rows reload. `readOnly`: both disabled.
 */

type TechState = 'received' | 'notified' | 'none';

/** A withdrawn to-do (state 0) reads 未通知 again, whatever it had been. */
export function techStateOf(row: TechNoticeRow): TechState {
  if (row.id === null || row.state !== TodoState.Notified) return 'none';
  return row.record === TODO_RECEIVED ? 'received' : 'notified';
}

const COLOR: Record<TechState, string> = { received: 'green', notified: 'blue', none: 'red' };

const focusTech = [{ name: 'focusTech', compare: 'gt', value: 0 }];

export function TechNoticeDialog(props: { card: WorkCardRow | null; readOnly: boolean; onClose(): void }) {
  const { card, readOnly, onClose } = props;
  const { t } = useTranslation();
  const mobile = useWindowSize().width < MOBILE_BREAKPOINT;
  const [page, setPage] = useState(1);
  const action = useNoticeAction(UserToDo.table);
  const payload = {
    tagId: card?.id ?? 0,
    fixedFilters: focusTech,
    page,
    pageSize: APPRAISE_PAGE_SIZE,
  } as ListPayload;
  const list = useListQuery<TechNoticeRow>(UserToDo.table, UserToDo.api.QueryTechNotice, payload, {
    enabled: card !== null,
  });

  const keyOf = (row: TechNoticeRow) => `${row.cid}-${row.pid ?? 'org'}`;
  const nameOf = (row: TechNoticeRow) => (row.pid === null ? (row.cname ?? '') : (row.realName ?? ''));

  const act = (row: TechNoticeRow, kind: 'notify' | 'withdraw') => {
    if (!card || readOnly) return;
    const send = () =>
      kind === 'withdraw' && row.id !== null
        ? call(UserToDo.api.RemoveNotice, { id: row.id })
        : call(UserToDo.api.DoNotice, { targetId: card.id, cid: row.cid, pid: row.pid });
    void action.run(keyOf(row), send, kind === 'notify' ? 'notices.techNotified' : 'notices.techWithdrawn');
  };

  const columns: ColumnsType<TechNoticeRow> = [
    {
      title: t('notices.col.realName'),
      key: 'realName',
      render: (_, row) => (row.pid === null ? t('notices.wholeOrg') : row.realName),
    },
    { title: t('notices.col.cname'), dataIndex: 'cname', key: 'cname' },
    {
      title: t('notices.col.noticeState'),
      key: 'state',
      render: (_, row) => {
        const state = techStateOf(row);
        return <Tag color={COLOR[state]}>{t(`notices.state.${state}`)}</Tag>;
      },
    },
    ...(mobile
      ? []
      : [
          {
            title: t('notices.col.noticeTime'),
            dataIndex: 'noticeTime',
            key: 'noticeTime',
            render: (value: string | null) => value?.slice(0, 10) ?? '',
          },
        ]),
    {
      title: t('notices.col.actions'),
      key: 'actions',
      render: (_, row) => {
        const notified = techStateOf(row) !== 'none';
        return (
          <NoticeButtons
            name={nameOf(row)}
            mayNotify={!notified}
            mayWithdraw={notified}
            disabled={readOnly || action.busy !== null}
            onNotify={() => act(row, 'notify')}
            onWithdraw={() => act(row, 'withdraw')}
          />
        );
      },
    },
  ];

  const close = () => {
    setPage(1);
    onClose();
  };

  return (
    <Modal
      open={card !== null}
      title={card ? t(readOnly ? 'notices.card.techViewTitle' : 'notices.card.techTitle', { name: card.name }) : ''}
      onCancel={close}
      footer={null}
      width={mobile ? '100%' : '60%'}
      destroyOnHidden
    >
      {card ? <CardSummary card={card} mobile={mobile} /> : null}
      <Table<TechNoticeRow>
        rowKey={keyOf}
        size="small"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        pagination={{
          current: page,
          pageSize: APPRAISE_PAGE_SIZE,
          total: list.totalItems,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Modal>
  );
}
