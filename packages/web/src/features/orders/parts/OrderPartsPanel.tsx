import { OrderPart, type OrderPartRow, type RemovedPartRow } from '@hangar/domain/contracts/order-parts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/http';
import { useCan } from '../../../session/session-context';
import { AddDialog, MoveDialog, partLabel, RemoveDialog, ReplaceDialog } from './part-dialogs';

/*
 * The parts of a production order (issue 33), self-contained for the order's screen:
 *
 *   <OrderPartsPanel order={order.id} plane={order.plane} open={order is released or in work} />
 *
 * - The reservation lines by card: part number ("not in the catalogue" when the work card's line matched no
 *   material), reserved, issued, returned, released, open, available now (stock less other orders' reservations)
 *   and the bins; 发放 / 退回 / 释放 as each row's abilities say (issue and return need the issue desk's right too).
 * - 拣货单: per warehouse the batches and serials that would be issued, first expiry first; what is short.
 * - The parts removed on the cards with their state; 登记拆下件 and 更换装机件 (an installed component replaced by a
 *   part issued on the card: the installed-components list shows its serial).
 * Writes refresh the lines (query keys start with `order_part`, so DataRefresh reaches them too).
 */

export interface OrderPartsPanelProps {
  order: number;
  plane: number;
  /** Whether the order is open to parts (released or in work): otherwise the panel only reads. */
  open: boolean;
}

type Dialog = { kind: 'issue' | 'return'; part: OrderPartRow } | { kind: 'add' | 'remove' | 'replace' } | null;

export default function OrderPartsPanel({ order, plane, open }: OrderPartsPanelProps) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [picking, setPicking] = useState(false);
  const canAdd = useCan(OrderPart.api.Add) && open;
  const canRemove = useCan(OrderPart.api.Remove) && open;
  const canReplace = useCan(OrderPart.api.Replace) && open;
  const lines = useQuery({
    queryKey: ['order_part', order],
    queryFn: () => call(OrderPart.api.Query, { order }),
  });
  const removed = useQuery({
    queryKey: ['order_part', 'removed', order],
    queryFn: () => call(OrderPart.api.QueryRemoved, { order }),
  });
  const pick = useQuery({
    queryKey: ['order_part', 'pick', order],
    queryFn: () => call(OrderPart.api.PickList, { order }),
    enabled: picking,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['order_part'] });
  const closed = (saved: boolean) => {
    setDialog(null);
    if (saved) void refresh();
  };
  const release = (row: OrderPartRow) =>
    modal.confirm({
      title: t('orderPart.release'),
      content: t('orderPart.releaseConfirm', { name: partLabel(row), open: row.open }),
      onOk: async () => {
        await call(OrderPart.api.Release, { part: row.id });
        message.success(t('orderPart.done'));
        await refresh();
      },
    });

  const columns: ColumnsType<OrderPartRow> = [
    { key: 'card', title: t('orderPart.card'), render: (_, r) => `${r.cardSeq ?? ''}. ${r.cardName ?? ''}` },
    {
      key: 'name',
      title: t('orderPart.name'),
      render: (_, r) => (
        <Space size={4} wrap>
          <span>{r.materialName ?? r.name}</span>
          {r.material === null ? <Tag color="warning">{t('orderPart.notInCatalogueShort')}</Tag> : null}
        </Space>
      ),
    },
    { key: 'partNumber', dataIndex: 'partNumber', title: t('orderPart.partNumber') },
    { key: 'reserved', dataIndex: 'reserved', title: t('orderPart.reserved'), align: 'right' },
    { key: 'issued', dataIndex: 'issued', title: t('orderPart.issued'), align: 'right' },
    { key: 'returned', dataIndex: 'returned', title: t('orderPart.returned'), align: 'right' },
    { key: 'released', dataIndex: 'released', title: t('orderPart.released'), align: 'right' },
    { key: 'open', dataIndex: 'open', title: t('orderPart.open'), align: 'right' },
    { key: 'available', dataIndex: 'available', title: t('orderPart.available'), align: 'right' },
    {
      key: 'bins',
      title: t('orderPart.bins'),
      render: (_, r) =>
        r.bins
          .map((b) => `${b.warehouseName ?? b.warehouse} ${b.quantity}${b.position ? ` (${b.position})` : ''}`)
          .join('; '),
    },
    {
      key: 'actions',
      title: '',
      render: (_, r) => (
        <Space size={0}>
          {open && r.abilities.issue ? (
            <Button type="link" size="small" onClick={() => setDialog({ kind: 'issue', part: r })}>
              {t('orderPart.issue')}
            </Button>
          ) : null}
          {r.abilities.return ? (
            <Button type="link" size="small" onClick={() => setDialog({ kind: 'return', part: r })}>
              {t('orderPart.return')}
            </Button>
          ) : null}
          {open && r.abilities.release ? (
            <Button type="link" size="small" onClick={() => release(r)}>
              {t('orderPart.release')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  const removedColumns: ColumnsType<RemovedPartRow> = [
    { key: 'card', title: t('orderPart.card'), render: (_, r) => `${r.cardSeq ?? ''}. ${r.cardName ?? ''}` },
    { key: 'name', dataIndex: 'name', title: t('orderPart.name') },
    { key: 'partNumber', dataIndex: 'partNumber', title: t('orderPart.partNumber') },
    { key: 'serial', dataIndex: 'serial', title: t('orderPart.serial') },
    { key: 'state', title: t('orderPart.state'), render: (_, r) => t(`orderPart.state.${r.state}`) },
    { key: 'installed', dataIndex: 'installedSerial', title: t('orderPart.installed') },
    { key: 'remarks', dataIndex: 'remarks', title: t('orderPart.remarks') },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="order-parts">
      <Card
        size="small"
        title={t('orderPart.title')}
        extra={
          <Space>
            <Button size="small" onClick={() => setPicking((p) => !p)} aria-pressed={picking}>
              {t('orderPart.pickList')}
            </Button>
            {canAdd ? (
              <Button size="small" onClick={() => setDialog({ kind: 'add' })}>
                {t('orderPart.add')}
              </Button>
            ) : null}
          </Space>
        }
      >
        <Table<OrderPartRow>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          loading={lines.isFetching}
          columns={columns}
          dataSource={lines.data ?? []}
          locale={{ emptyText: t('orderPart.empty') }}
        />
      </Card>
      {picking ? (
        <Card size="small" title={t('orderPart.pickList')} loading={pick.isFetching && !pick.data}>
          {pick.data && pick.data.warehouses.length === 0 && pick.data.short.length === 0 ? (
            <Typography.Text type="secondary">{t('orderPart.pickEmpty')}</Typography.Text>
          ) : null}
          {(pick.data?.warehouses ?? []).map((w) => (
            <div key={w.warehouse}>
              <Typography.Title level={5}>{w.warehouseName ?? w.warehouse}</Typography.Title>
              <Table
                rowKey={(l) => `${l.part}-${l.batch ?? ''}-${l.seri ?? ''}`}
                size="small"
                pagination={false}
                dataSource={w.lines}
                columns={[
                  { key: 'card', title: t('orderPart.card'), dataIndex: 'cardSeq' },
                  { key: 'name', title: t('orderPart.name'), dataIndex: 'materialName' },
                  { key: 'partNumber', title: t('orderPart.partNumber'), dataIndex: 'partNumber' },
                  { key: 'batch', title: t('orderPart.batch'), dataIndex: 'batch' },
                  { key: 'seri', title: t('orderPart.serial'), dataIndex: 'seri' },
                  {
                    key: 'expireDate',
                    title: t('orderPart.expireDate'),
                    render: (_, l) => l.expireDate?.slice(0, 10) ?? '',
                  },
                  { key: 'position', title: t('orderPart.bins'), dataIndex: 'position' },
                  { key: 'quantity', title: t('orderPart.quantity'), dataIndex: 'quantity', align: 'right' },
                ]}
              />
            </div>
          ))}
          {(pick.data?.short ?? []).length > 0 ? (
            <div>
              <Typography.Title level={5}>{t('orderPart.pickShort')}</Typography.Title>
              <ul>
                {(pick.data?.short ?? []).map((s) => (
                  <li key={s.part}>{`${partLabel(s)}: ${s.missing}`}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </Card>
      ) : null}
      <Card
        size="small"
        title={t('orderPart.removedTitle')}
        extra={
          <Space>
            {canRemove ? (
              <Button size="small" onClick={() => setDialog({ kind: 'remove' })}>
                {t('orderPart.remove')}
              </Button>
            ) : null}
            {canReplace ? (
              <Button size="small" onClick={() => setDialog({ kind: 'replace' })}>
                {t('orderPart.replace')}
              </Button>
            ) : null}
          </Space>
        }
      >
        <Table<RemovedPartRow>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          loading={removed.isFetching}
          columns={removedColumns}
          dataSource={removed.data ?? []}
          locale={{ emptyText: t('orderPart.removedEmpty') }}
        />
      </Card>
      {dialog?.kind === 'issue' || dialog?.kind === 'return' ? (
        <MoveDialog mode={dialog.kind} order={order} part={dialog.part} onClose={closed} />
      ) : null}
      {dialog?.kind === 'add' ? <AddDialog order={order} onClose={closed} /> : null}
      {dialog?.kind === 'remove' ? <RemoveDialog order={order} onClose={closed} /> : null}
      {dialog?.kind === 'replace' ? <ReplaceDialog plane={plane} parts={lines.data ?? []} onClose={closed} /> : null}
    </Space>
  );
}
