import { MelItem, type MelItemRow, MmelItem, type MmelItemRow } from '@hangar/domain/contracts/deferrals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { useConfirmDelete } from '../../components/ConfirmDelete';
import { LinkButton, RowControlsStyle } from '../../components/row-controls';
import { useCan } from '../../session/session-context';
import { categoryLabel } from './deferral-view';
import { ItemDialog, type ItemValues, melUpdate } from './ItemDialog';

/*
 * The minimum equipment lists of a model (issue 32):
 *
 *   <MmelList model={{ id, name }} />   // the model drawer's MMEL tab: every member reads it; its writers (company
 *                                        // 10000 or the manager: the rows' abilities) add, edit and delete
 *   <MelList model={{ id, name }} />    // the company's MEL of the model (the deferral screen's tab): 从 MMEL 派生
 *                                        // copies the master's items not yet in it; each item is tailored in place
 */

type Item = MmelItemRow | MelItemRow;

function useItemColumns(): ColumnsType<Item> {
  const { t } = useTranslation();
  const yes = (v: number) => (v === 1 ? '✓' : '');
  return [
    { title: t('mel.ata'), key: 'ata', render: (_, r) => r.ata },
    { title: t('mel.itemNo'), key: 'itemNo', render: (_, r) => r.itemNo },
    { title: t('mel.title'), key: 'title', render: (_, r) => r.title },
    { title: t('mel.category'), key: 'category', render: (_, r) => categoryLabel(r, t) },
    { title: t('mel.installed'), key: 'installed', render: (_, r) => r.installed ?? '-' },
    { title: t('mel.required'), key: 'required', render: (_, r) => r.required ?? '-' },
    { title: '(M)', key: 'mProc', render: (_, r) => yes(r.mProc) },
    { title: '(O)', key: 'oProc', render: (_, r) => yes(r.oProc) },
    { title: t('mel.remarks'), key: 'remarks', ellipsis: true, render: (_, r) => r.remarks },
  ];
}

const byModel = (model: number) => ({
  fixedFilters: [{ name: 'planeModel', compare: 'eq', value: model }],
  page: 1,
  pageSize: 1000,
});

type Editing<R> = { row: R | null } | null;

export function MmelList({ model }: { model: { id: number; name: string } }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canAdd = useCan(MmelItem.api.Add);
  const [editing, setEditing] = useState<Editing<MmelItemRow>>(null);
  const confirmDelete = useConfirmDelete();
  const list = useQuery({
    queryKey: [MmelItem.table, model.id],
    queryFn: () => call(MmelItem.api.Query, byModel(model.id) as never),
  });
  const rows = list.data?.items ?? [];
  // Adding is the model's writers': the rows say so (any row), else the session's function alone.
  const writable = rows.length > 0 ? rows.some((r) => r.abilities.update) : canAdd;
  const refresh = () => queryClient.invalidateQueries({ queryKey: [MmelItem.table] });
  const columns: ColumnsType<MmelItemRow> = [
    ...(useItemColumns() as ColumnsType<MmelItemRow>),
    {
      title: t('list.action.actions'),
      key: 'actions',
      render: (_, r) => (
        <span className="hangar-inline">
          {r.abilities.update ? <LinkButton onClick={() => setEditing({ row: r })}>{t('mel.edit')}</LinkButton> : null}
          {r.abilities.delete ? (
            <LinkButton
              danger
              onClick={() =>
                void confirmDelete({
                  onOk: async () => {
                    await call(MmelItem.api.Delete, { id: r.id });
                    void refresh();
                  },
                })
              }
            >
              {t('mel.delete')}
            </LinkButton>
          ) : null}
        </span>
      ),
    },
  ];
  const submit = async (v: ItemValues) => {
    const values = {
      ...v,
      intervalValue: v.category === 'A' ? (v.intervalValue ?? null) : null,
      intervalUnit: v.category === 'A' ? (v.intervalUnit ?? null) : null,
    } as never;
    if (editing?.row) await call(MmelItem.api.Update, { ...(values as object), id: editing.row.id } as never);
    else await call(MmelItem.api.Add, { ...(values as object), planeModel: model.id } as never);
    void refresh();
  };
  return (
    <Flex vertical gap={12} data-testid="mmel-list">
      <RowControlsStyle />
      {writable && canAdd ? (
        <Flex>
          <Button type="primary" onClick={() => setEditing({ row: null })}>
            {t('mel.add')}
          </Button>
        </Flex>
      ) : null}
      <Table<MmelItemRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        pagination={false}
      />
      {list.error ? <Typography.Text type="danger">{list.error.message}</Typography.Text> : null}
      {editing ? (
        <ItemDialog
          kind="mmel"
          state={editing.row ? 'edit' : 'add'}
          title={`${model.name} MMEL`}
          initialValues={editing.row ?? {}}
          onSubmit={submit}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Flex>
  );
}

export function MelList({ model }: { model: { id: number; name: string } }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const canDerive = useCan(MelItem.api.Derive);
  const [editing, setEditing] = useState<MelItemRow | null>(null);
  const [deriving, setDeriving] = useState(false);
  const list = useQuery({
    queryKey: [MelItem.table, model.id],
    queryFn: () => call(MelItem.api.Query, byModel(model.id) as never),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [MelItem.table] });
  const columns: ColumnsType<MelItemRow> = [
    ...(useItemColumns() as ColumnsType<MelItemRow>),
    {
      title: t('list.action.actions'),
      key: 'actions',
      render: (_, r) =>
        r.abilities.update ? <LinkButton onClick={() => setEditing(r)}>{t('mel.edit')}</LinkButton> : null,
    },
  ];
  const derive = async () => {
    setDeriving(true);
    try {
      const { added } = await call(MelItem.api.Derive, { planeModel: model.id });
      void message.success(t('mel.derived', { count: added }));
      void refresh();
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setDeriving(false);
    }
  };
  return (
    <Flex vertical gap={12} data-testid="mel-list">
      <RowControlsStyle />
      {canDerive ? (
        <Flex>
          <Button type="primary" loading={deriving} onClick={() => void derive()}>
            {t('mel.derive')}
          </Button>
        </Flex>
      ) : null}
      <Table<MelItemRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        pagination={false}
      />
      {list.error ? <Typography.Text type="danger">{list.error.message}</Typography.Text> : null}
      {editing ? (
        <ItemDialog
          kind="mel"
          state="edit"
          title={`${model.name} MEL ${editing.itemNo}`}
          initialValues={editing}
          onSubmit={async (v) => {
            await call(MelItem.api.Update, melUpdate(editing.id, v));
            void refresh();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Flex>
  );
}
