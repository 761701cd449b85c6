import {
  DEFERRAL_STATES,
  Deferral,
  type DeferralQueryInput,
  type DeferralRow,
  type DeferralState,
  MEL_CATEGORIES,
  type MelCategory,
} from '@hangar/domain/contracts/deferrals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { useReference } from '../../components/reference';
import { LinkButton, RowControlsStyle } from '../../components/row-controls';
import { CloseDialog, ExtendDialog } from './DeferralDialogs';
import { dueLabel, StateTag } from './deferral-view';

/*
 * DeferralList — deferrals of the fleet (the /maintain/deferral screen: filter by aircraft, state and category) or
 * of one aircraft (its drawer's tab): the fault, the MEL item and category, the day of discovery, the limit in the
 * status palette of the maintenance items (overdue first, then those in their last days, then by limit; closed
 * last), the placard, the extension; Extend and Close where the row's abilities allow them.
 *
 *   <DeferralList />                                   // the fleet
 *   <DeferralList plane={{ id, name }} readOnly />      // an aircraft
 */

export interface DeferralListProps {
  plane?: { id: number; name: string };
  readOnly?: boolean;
}

type Acting = { row: DeferralRow; action: 'extend' | 'close' } | null;

export default function DeferralList({ plane, readOnly = false }: DeferralListProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const planes = useReference('plane', { enabled: plane === undefined });
  const [filter, setFilter] = useState<{ plane?: number; state?: DeferralState; category?: MelCategory }>({});
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const [acting, setActing] = useState<Acting>(null);
  const body: DeferralQueryInput = { ...filter, ...(plane ? { plane: plane.id } : {}), ...page };
  const list = useQuery({
    queryKey: [Deferral.table, body],
    queryFn: () => call(Deferral.api.Query, body),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [Deferral.table] });

  const columns: ColumnsType<DeferralRow> = [
    ...(plane
      ? []
      : [{ title: t('deferral.planeName'), key: 'planeName', render: (_: unknown, r: DeferralRow) => r.planeName }]),
    { title: t('deferral.faultTitle'), key: 'faultTitle', ellipsis: true, render: (_, r) => r.faultTitle },
    { title: t('deferral.melItem'), key: 'item', render: (_, r) => `${r.itemNo} ${r.title}` },
    { title: t('deferral.category'), key: 'category', render: (_, r) => r.category },
    { title: t('deferral.discovered'), key: 'discovered', render: (_, r) => r.discovered.slice(0, 10) },
    { title: t('deferral.due'), key: 'due', render: (_, r) => dueLabel(r, t) },
    { title: t('deferral.state'), key: 'state', render: (_, r) => <StateTag state={r.state} t={t} /> },
    { title: t('deferral.placard'), key: 'placard', ellipsis: true, render: (_, r) => r.placard },
    {
      title: t('deferral.extension'),
      key: 'extension',
      render: (_, r) =>
        r.extAt ? t('deferral.extendedBy', { approver: r.extApprover ?? '', reason: r.extReason ?? '' }) : null,
    },
    {
      title: t('deferral.deferredName'),
      key: 'deferredName',
      render: (_, r) => `${r.deferredName ?? ''} ${r.licenceNo ?? ''}`,
    },
    ...(readOnly
      ? []
      : [
          {
            title: t('list.action.actions'),
            key: 'actions',
            fixed: 'right' as const,
            render: (_: unknown, r: DeferralRow) => (
              <span className="hangar-inline">
                {r.abilities.extend ? (
                  <LinkButton onClick={() => setActing({ row: r, action: 'extend' })}>
                    {t('deferral.extend')}
                  </LinkButton>
                ) : null}
                {r.abilities.close ? (
                  <LinkButton onClick={() => setActing({ row: r, action: 'close' })}>{t('deferral.close')}</LinkButton>
                ) : null}
              </span>
            ),
          },
        ]),
  ];

  const change = (next: typeof filter) => {
    setFilter(next);
    setPage((p) => ({ ...p, page: 1 }));
  };
  const done = (saved: boolean) => {
    setActing(null);
    if (saved) void refresh();
  };
  return (
    <Flex vertical gap={12} data-testid="deferral-list">
      <RowControlsStyle />
      <Flex gap={8} wrap>
        {plane ? null : (
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ minWidth: 160 }}
            placeholder={t('deferral.allPlanes')}
            aria-label={t('deferral.plane')}
            options={planes.options}
            value={filter.plane}
            onChange={(value) => change({ ...filter, plane: value })}
          />
        )}
        <Select
          allowClear
          style={{ minWidth: 140 }}
          placeholder={t('deferral.allStates')}
          aria-label={t('deferral.state')}
          options={DEFERRAL_STATES.map((s) => ({ value: s, label: t(`deferral.state.${s}`) }))}
          value={filter.state}
          onChange={(value) => change({ ...filter, state: value })}
        />
        <Select
          allowClear
          style={{ minWidth: 120 }}
          placeholder={t('deferral.allCategories')}
          aria-label={t('deferral.category')}
          options={MEL_CATEGORIES.map((c) => ({ value: c, label: c }))}
          value={filter.category}
          onChange={(value) => change({ ...filter, category: value })}
        />
      </Flex>
      <Table<DeferralRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: list.data?.totalItems ?? 0,
          onChange: (p, size) => setPage({ page: p, pageSize: size }),
        }}
      />
      {list.error ? <Typography.Text type="danger">{list.error.message}</Typography.Text> : null}
      {acting?.action === 'extend' ? <ExtendDialog deferral={acting.row} onClose={done} /> : null}
      {acting?.action === 'close' ? <CloseDialog deferral={acting.row} onClose={done} /> : null}
    </Flex>
  );
}
