import { DownOutlined } from '@ant-design/icons';
import { PlaneNotice } from '@hangar/domain/contracts/notices';
import { CARD_TYPES, WorkCard, type WorkCardRow } from '@hangar/domain/contracts/workcards';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Dropdown, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { type Key, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { useConfirmDelete } from '../../components/ConfirmDelete';
import { DataTable } from '../../components/DataTable';
import { useDownload } from '../../components/file-upload/download';
import { postQuery, useSearchState } from '../../components/list-query';
import { useOperLog } from '../../components/oper-log/OperLogAction';
import { SearchBar, type SearchField } from '../../components/SearchBar';
import { MOBILE_BREAKPOINT, useWindowSize } from '../../components/use-window-size';
import { useCan } from '../../session/session-context';
import { CardNoticeDialog } from '../notices/CardNoticeDialog';
import { VersionsDialog } from './VersionsDialog';
import { CARD_LOG_TYPE, type CardPrefill, WorkCardDialog } from './WorkCardDialog';

/*
 * WorkCardList — a model's cards of one category (model document §2.3, §6): the model drawer's tabs 工卡 (1),
 * 工程指令 (2), 调查表 (3), 技术通告 (4).
 *
 *   <WorkCardList model={model} category={2} readOnly={!canWriteModel(cid, model)} planeDetail={planeDetail} />
 *
 * - Columns number, name, type (by name), current version, release date (the current version's, else the
 *   card's), remarks, operations; on phones number, name and version only, without the selection column.
 *   Search by number, name, type and version; sorting by number, name and version; 20 per page.
 * - 新增 (header), 编辑 and 更多 (下载 the current version's files, 删除 with confirmation) unless read-only (not
 *   company 10000 nor the model's manager) or without the plane-model function. 文件 (the file versions) for
 *   everyone: the model's writers publish versions there, its operators see them read-only; read-only rows get
 *   下载 as their own button (issue 29: the publish → download path, company 10000 included). 通知 (category > 1)
 *   opens the notice dialog; a category-2 card needs its basis file and its maintenance item first
 *   (请先点击编辑…). 日志: the card's operation log.
 * - 当前版本 is the current file version's; a card without a published version shows its own version marked
 *   未发布 (nothing to download yet).
 * - After a first add, 新增 opens prefilled with the last saved values (§4).
 */

export const CARD_PAGE_SIZE = 20;

export interface WorkCardListProps {
  model: { id: number; name: string };
  category: 1 | 2 | 3 | 4;
  /** Not company 10000 nor the model's manager. */
  readOnly: boolean;
  /** Renders an aircraft's details from the notice dialog's tail numbers. */
  planeDetail?: (planeId: number | null, close: () => void) => ReactNode;
}

type Editing = { seq: number; record?: WorkCardRow };

const eq = (name: string, value: number) => ({ name, compare: 'eq' as const, value, relate: 'and' as const });

export function WorkCardList({ model, category, readOnly, planeDetail }: WorkCardListProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const { download } = useDownload();
  const mobile = useWindowSize().width < MOBILE_BREAKPOINT;
  const search = useSearchState(WorkCard.table);
  const log = useOperLog(CARD_LOG_TYPE[category]);
  const mayAdd = useCan(WorkCard.api.Add) && !readOnly;
  const mayExecute = useCan(PlaneNotice.api.DoNotice);
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [prefill, setPrefill] = useState<CardPrefill | null>(null);
  const [versions, setVersions] = useState<WorkCardRow | null>(null);
  const [notified, setNotified] = useState<WorkCardRow | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: [WorkCard.table] });
  const open = (record?: WorkCardRow) => setEditing((now) => ({ seq: (now?.seq ?? 0) + 1, record }));

  const notify = (row: WorkCardRow) => {
    if (category === 2 && !row.accordingId) {
      void message.warning(t('workcards.needAccording'));
      return;
    }
    if (category === 2 && !row.maintainId) {
      void message.warning(t('workcards.needMaintain'));
      return;
    }
    setNotified(row);
  };
  const downloadCurrent = (row: WorkCardRow) => {
    const files = row.curFiles ?? [];
    if (files.length === 0) {
      void message.warning(t('workcards.noFiles'));
      return;
    }
    void download(files);
  };
  const remove = (row: WorkCardRow) =>
    confirmDelete({
      onOk: async () => {
        await call(WorkCard.api.Delete, { id: row.id });
        await refresh();
      },
    });

  const typeOptions = (CARD_TYPES[category] ?? [100]).map((code) => ({
    value: code,
    label: t(`workcards.type.${code}`),
  }));
  const searchFields: SearchField[] = [
    { name: 'seri', title: t('workcards.col.seri'), type: 'text' },
    { name: 'name', title: t('workcards.col.name'), type: 'text' },
    { name: 'type', title: t('workcards.col.type'), type: 'enum', options: typeOptions },
    { name: 'version', title: t('workcards.field.version'), type: 'text' },
  ];

  // Edit and delete as the row's abilities say (the server's grants and model rule, docs/architecture.md "Row
  // abilities").
  const moreOf = (row: WorkCardRow) => [
    { key: 'download', label: t('workcards.download') },
    ...(row.abilities.delete ? [{ key: 'delete', label: t('workcards.delete'), danger: true }] : []),
  ];
  const onMore = (row: WorkCardRow, key: string) => {
    if (key === 'download') downloadCurrent(row);
    if (key === 'delete') void remove(row);
  };

  const all: ColumnsType<WorkCardRow> = [
    { title: t('workcards.col.seri'), dataIndex: 'seri', key: 'seri', sorter: true },
    { title: t('workcards.col.name'), dataIndex: 'name', key: 'name', sorter: true },
    {
      title: t('workcards.col.type'),
      dataIndex: 'type',
      key: 'type',
      sorter: true,
      render: (type: number) => t(`workcards.type.${type}`, { defaultValue: String(type) }),
    },
    {
      title: t('workcards.col.version'),
      dataIndex: 'curVersion',
      key: 'curVersion',
      render: (current: string | null, row) =>
        current ?? (
          <Typography.Text type="secondary">{t('workcards.unpublished', { version: row.version })}</Typography.Text>
        ),
    },
    {
      title: t('workcards.col.releaseDate'),
      key: 'releaseDate',
      render: (_, row) => (row.curReleaseDate ?? row.releaseDate ?? '').slice(0, 10),
    },
    { title: t('workcards.col.remarks'), dataIndex: 'remarks', key: 'remarks' },
    {
      title: t('workcards.col.actions'),
      key: 'actions',
      render: (_, row) => {
        return (
          <Flex gap={4} wrap>
            {!readOnly && row.abilities.update ? (
              <Button size="small" type="link" onClick={() => open(row)}>
                {t('workcards.edit')}
              </Button>
            ) : null}
            <Button size="small" type="link" onClick={() => setVersions(row)}>
              {t('workcards.file')}
            </Button>
            {readOnly ? (
              <Button size="small" type="link" onClick={() => downloadCurrent(row)}>
                {t('workcards.download')}
              </Button>
            ) : null}
            {category > 1 ? (
              <Button size="small" type="link" onClick={() => notify(row)}>
                {t('workcards.notify')}
              </Button>
            ) : null}
            {log.allowed ? (
              <Button size="small" type="link" onClick={() => log.open(row.id)}>
                {t('workcards.log')}
              </Button>
            ) : null}
            {!readOnly ? (
              <Dropdown menu={{ items: moreOf(row), onClick: ({ key }) => onMore(row, key) }} trigger={['click']}>
                <Button size="small" type="link">
                  {t('workcards.more')} <DownOutlined />
                </Button>
              </Dropdown>
            ) : null}
          </Flex>
        );
      },
    },
  ];
  const columns = mobile ? all.filter((c) => ['seri', 'name', 'curVersion'].includes(String(c.key))) : all;

  return (
    <Flex vertical gap={8} data-testid={`workcard-list-${category}`}>
      <SearchBar
        fields={searchFields}
        {...search.bar}
        extra={
          mayAdd ? (
            <Button type="primary" onClick={() => open()}>
              {t('workcards.add')}
            </Button>
          ) : null
        }
      />
      <DataTable<WorkCardRow>
        columns={columns}
        rowKey="id"
        queryKey={[WorkCard.table, model.id, category, search.filters]}
        query={postQuery<WorkCardRow>(WorkCard.api.Query, {
          filters: search.filters,
          fixedFilters: [eq('planeModel', model.id), eq('category', category)],
        })}
        defaultPageSize={CARD_PAGE_SIZE}
        defaultSort={{ field: 'seri', order: 'ascend' }}
        selection={mobile ? undefined : { selectedKeys: selected, onChange: setSelected }}
      />
      {editing ? (
        <WorkCardDialog
          key={editing.seq}
          model={model}
          category={category}
          record={editing.record}
          prefill={editing.record ? null : prefill}
          onClose={() => setEditing(null)}
          onSaved={async (saved) => {
            if (!editing.record) setPrefill(saved);
            await refresh();
          }}
        />
      ) : null}
      <VersionsDialog
        card={versions}
        model={model.id}
        readOnly={readOnly}
        onClose={() => setVersions(null)}
        onChanged={refresh}
      />
      <CardNoticeDialog
        card={notified}
        readOnly={readOnly || !mayExecute}
        onClose={() => setNotified(null)}
        planeDetail={planeDetail}
      />
      {log.drawer}
    </Flex>
  );
}
