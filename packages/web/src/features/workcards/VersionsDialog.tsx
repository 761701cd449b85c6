import type { FileEntry } from '@hangar/domain/contracts/fields';
import { WorkCardDoc, type WorkCardDocRow, type WorkCardRow } from '@hangar/domain/contracts/workcards';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, DatePicker, Flex, Form, Input, InputNumber, Modal, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { useConfirmDelete } from '../../components/ConfirmDelete';
import { EditorDialog } from '../../components/EditorDialog';
import { DownloadButton } from '../../components/file-upload/download';
import { FileUpload } from '../../components/file-upload/FileUpload';
import { useListQuery } from '../../components/list-query';
import { OperLogButton } from '../../components/oper-log/OperLogAction';
import { useCan } from '../../session/session-context';
import { CARD_LOG_TYPE } from './WorkCardDialog';

/*
 * The file versions of a card (model document §2.4, §4 "File versions", §5 "File version form"): the versions
 * (WorkCardDoc/Query, fixed filter card, 100 per page) with a current-version checkbox — ticking another
 * version makes it current (Active: 设置成功) and the list reloads —, add / edit (number, version, pages,
 * release date, remarks, one file; version, pages, release date and the file required: a version is published
 * for the model's operators to download) and delete. Read-only (the model's operators): the list and its files
 * only. An empty list says what to do (新增版本) or that nothing is published yet.
 */

export const VERSION_PAGE_SIZE = 100;

export interface VersionsDialogProps {
  card: WorkCardRow | null;
  /** The card's model (uploads are filed under it). */
  model: number;
  readOnly: boolean;
  onClose(): void;
  /** After a change of the versions (the card's current version may have changed). */
  onChanged(): unknown;
}

type Editing = { record?: WorkCardDocRow } | null;

export function VersionsDialog({ card, model, readOnly, onClose, onChanged }: VersionsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={card !== null}
      onCancel={onClose}
      footer={null}
      width={960}
      destroyOnHidden
      title={
        card ? (
          <Flex gap={8} align="center">
            <span>{t('workcards.versions.title', { name: card.name })}</span>
            <OperLogButton targetType={CARD_LOG_TYPE[card.category] ?? 0} targetId={card.id} />
          </Flex>
        ) : null
      }
    >
      {card ? <Versions card={card} model={model} readOnly={readOnly} onChanged={onChanged} /> : null}
    </Modal>
  );
}

function Versions({
  card,
  model,
  readOnly,
  onChanged,
}: Omit<VersionsDialogProps, 'onClose' | 'card'> & {
  card: WorkCardRow;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const mayDelete = useCan(WorkCardDoc.api.Delete) && !readOnly;
  const [editing, setEditing] = useState<Editing>(null);
  const [opening, setOpening] = useState(0);
  const list = useListQuery<WorkCardDocRow>(WorkCardDoc.table, WorkCardDoc.api.Query, {
    fixedFilters: [{ name: 'card', compare: 'eq', value: card.id, relate: 'and' }],
    page: 1,
    pageSize: VERSION_PAGE_SIZE,
  });
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: [WorkCardDoc.table] });
    await onChanged();
  };
  const activate = async (row: WorkCardDocRow) => {
    await call(WorkCardDoc.api.Active, { id: row.id });
    void message.success(t('workcards.versions.set'));
    await reload();
  };
  const remove = (row: WorkCardDocRow) =>
    confirmDelete({
      onOk: async () => {
        await call(WorkCardDoc.api.Delete, { id: row.id });
        await reload();
      },
    });
  const edit = (record?: WorkCardDocRow) => {
    setOpening((n) => n + 1);
    setEditing({ record });
  };

  const columns: ColumnsType<WorkCardDocRow> = [
    {
      title: t('workcards.versions.current'),
      key: 'active',
      render: (_, row) => (
        <Checkbox
          checked={row.active === 1}
          disabled={readOnly}
          aria-label={t('workcards.versions.currentOf', { version: row.version })}
          onChange={(e) => {
            if (e.target.checked && row.active !== 1) void activate(row).catch(() => undefined);
          }}
        />
      ),
    },
    { title: t('workcards.versions.seri'), dataIndex: 'seri', key: 'seri' },
    { title: t('workcards.versions.version'), dataIndex: 'version', key: 'version' },
    { title: t('workcards.versions.pages'), dataIndex: 'pages', key: 'pages' },
    {
      title: t('workcards.versions.releaseDate'),
      dataIndex: 'releaseDate',
      key: 'releaseDate',
      render: (value: string | null) => value?.slice(0, 10) ?? '',
    },
    { title: t('workcards.versions.remarks'), dataIndex: 'remarks', key: 'remarks' },
    {
      title: t('workcards.versions.file'),
      key: 'files',
      render: (_, row) =>
        row.files?.length ? (
          <DownloadButton size="small" type="link" file={row.files}>
            {row.files[0]?.name}
          </DownloadButton>
        ) : null,
    },
    ...(readOnly
      ? []
      : [
          {
            title: t('workcards.col.actions'),
            key: 'actions',
            render: (_: unknown, row: WorkCardDocRow) => (
              <Flex gap={4}>
                <Button size="small" type="link" onClick={() => edit(row)}>
                  {t('workcards.edit')}
                </Button>
                {mayDelete ? (
                  <Button size="small" type="link" danger onClick={() => void remove(row)}>
                    {t('workcards.delete')}
                  </Button>
                ) : null}
              </Flex>
            ),
          },
        ]),
  ];

  return (
    <Flex vertical gap={8}>
      {readOnly ? null : (
        <Flex justify="end">
          <Button type="primary" onClick={() => edit()}>
            {t('workcards.versions.add')}
          </Button>
        </Flex>
      )}
      <Table<WorkCardDocRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t(readOnly ? 'workcards.versions.noneToRead' : 'workcards.versions.noneYet') }}
      />
      {editing ? (
        <VersionEditor
          key={opening}
          card={card.id}
          model={model}
          record={editing.record}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      ) : null}
    </Flex>
  );
}

interface VersionValues {
  seri?: string;
  version?: string;
  pages?: number | null;
  releaseDate?: Dayjs | null;
  remarks?: string;
  files?: FileEntry[];
}

function VersionEditor({
  card,
  model,
  record,
  onClose,
  onSaved,
}: {
  card: number;
  model: number;
  record?: WorkCardDocRow;
  onClose(): void;
  onSaved(): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const canDelete = useCan(WorkCardDoc.api.Delete);
  const submit = async (values: VersionValues) => {
    const fields = {
      seri: values.seri?.trim() || null,
      version: (values.version ?? '').trim(),
      pages: values.pages as number,
      releaseDate: `${(values.releaseDate as Dayjs).format('YYYY-MM-DD')} 00:00:00`,
      remarks: values.remarks?.trim() || null,
      files: values.files ?? [],
    };
    if (record) await call(WorkCardDoc.api.Update, { id: record.id, ...fields });
    else await call(WorkCardDoc.api.Add, { card, ...fields });
    await onSaved();
  };
  return (
    <EditorDialog<VersionValues>
      state={record ? 'edit' : 'add'}
      title={record ? t('workcards.versions.editTitle', { version: record.version }) : t('workcards.versions.addTitle')}
      open
      onClose={onClose}
      onSubmit={submit}
      initialValues={
        record
          ? {
              seri: record.seri ?? undefined,
              version: record.version,
              pages: record.pages,
              releaseDate: record.releaseDate ? dayjs(record.releaseDate.slice(0, 10)) : null,
              remarks: record.remarks ?? undefined,
              files: record.files ?? [],
            }
          : { files: [] }
      }
      draggable
    >
      <Form.Item name="seri" label={t('workcards.versions.seri')} rules={[{ max: 100 }]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="version"
        label={t('workcards.versions.version')}
        rules={[{ required: true, whitespace: true, message: t('workcard.docVersionRequired') }, { max: 50 }]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="releaseDate"
        label={t('workcards.versions.releaseDate')}
        rules={[{ required: true, message: t('workcard.docDateRequired') }]}
      >
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="pages"
        label={t('workcards.versions.pages')}
        rules={[{ required: true, message: t('workcard.docPagesRequired') }]}
      >
        <InputNumber min={0} max={100_000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remarks" label={t('workcards.versions.remarks')} rules={[{ max: 1000 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item
        name="files"
        label={t('workcards.versions.file')}
        required
        rules={[
          {
            validator: (_, value: unknown) =>
              Array.isArray(value) && value.length > 0
                ? Promise.resolve()
                : Promise.reject(new Error(t('workcard.docFileRequired'))),
          },
        ]}
      >
        <FileUpload use="workcard" target={model} canDelete={canDelete} max={1} />
      </Form.Item>
    </EditorDialog>
  );
}
