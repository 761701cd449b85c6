import { Document, type DocumentRevision, type DocumentRow } from '@hangar/domain/contracts/documents';
import type { FileEntry } from '@hangar/domain/contracts/fields';
import { Checkbox, DatePicker, Divider, Form, Input, InputNumber, Select, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { EditorDialog } from '../../components/EditorDialog';
import { DownloadButton } from '../../components/file-upload/download';
import { FileUpload } from '../../components/file-upload/FileUpload';
import { useListQuery } from '../../components/list-query';
import { useCan } from '../../session/session-context';
import { baseName, type LibraryPlace, uploadTarget, VIEW_OF } from './library-place';

/*
 * The document file dialog (model document §2.8, §5 "Document file dialog"): name, number, type, version,
 * release date, remarks, scope and ONE file. An empty name takes the chosen file's name without its extension.
 * Editing shows the document's earlier revisions (`history`, kept by the server when the file is replaced),
 * read-only, each downloadable.
 */

export interface DocumentDialogProps {
  open: boolean;
  /** The document edited; absent = a new one in the open folder. */
  record?: DocumentRow;
  library: LibraryPlace;
  onClose(): void;
  onSaved(): unknown;
}

interface DocumentValues {
  name?: string;
  seri?: string;
  type?: number | null;
  version?: string;
  releaseDate?: Dayjs | null;
  remarks?: string;
  scope?: string;
  files?: FileEntry[];
  effectiveDate?: Dayjs | null;
  complianceDate?: Dayjs | null;
  complianceDays?: number | null;
  complianceHours?: number | null;
  repetitive?: boolean;
  supersededBy?: number | null;
  applianceParts?: string[];
}

/** A model library's CAD/AD (2) and SB/SI (3) documents carry the AD/SB register's data (issue 32). */
const registered = (library: LibraryPlace) => library.module === 10000 && (library.dict === 2 || library.dict === 3);

const toApiDate = (value: Dayjs | null | undefined) => (value ? `${value.format('YYYY-MM-DD')} 00:00:00` : null);

export function DocumentDialog({ open, record, library, onClose, onSaved }: DocumentDialogProps) {
  const { t } = useTranslation();
  // Removing a stored file is deleting: the library's Delete.
  const canDelete = useCan(Document.api.Delete, VIEW_OF[library.module]);
  const submit = async (values: DocumentValues) => {
    const files = values.files ?? [];
    const name = values.name?.trim() || (files[0] ? baseName(files[0].name) : '');
    const fields = {
      name,
      seri: values.seri ?? '',
      type: values.type ?? null,
      version: values.version ?? '',
      releaseDate: toApiDate(values.releaseDate),
      remarks: values.remarks ?? '',
      scope: values.scope ?? '',
      files,
      ...(registered(library)
        ? {
            effectiveDate: toApiDate(values.effectiveDate),
            complianceDate: toApiDate(values.complianceDate),
            complianceDays: values.complianceDays ?? null,
            complianceHours: values.complianceHours ?? null,
            repetitive: (values.repetitive ? 1 : 0) as 0 | 1,
            supersededBy: values.supersededBy ?? null,
            applianceParts: values.applianceParts ?? [],
          }
        : {}),
    };
    if (record) await call(Document.api.Update, { id: record.id, module: library.module, ...fields });
    else
      await call(Document.api.Add, {
        module: library.module,
        dict: library.dict,
        target: library.target,
        parent: library.parent,
        isFolder: 0,
        ...fields,
      });
    await onSaved();
  };
  const initialValues: Partial<DocumentValues> = record
    ? {
        name: record.name,
        seri: record.seri ?? undefined,
        type: record.type,
        version: record.version ?? undefined,
        releaseDate: record.releaseDate ? dayjs(record.releaseDate.slice(0, 10)) : null,
        remarks: record.remarks ?? undefined,
        scope: record.scope ?? undefined,
        files: record.files ?? [],
        effectiveDate: record.effectiveDate ? dayjs(record.effectiveDate.slice(0, 10)) : null,
        complianceDate: record.complianceDate ? dayjs(record.complianceDate.slice(0, 10)) : null,
        complianceDays: record.complianceDays,
        complianceHours: record.complianceHours,
        repetitive: record.repetitive === 1,
        supersededBy: record.supersededBy,
        applianceParts: record.applianceParts ?? [],
      }
    : { type: library.type ?? null, files: [] };
  return (
    <EditorDialog<DocumentValues>
      state={record ? 'edit' : 'add'}
      title={t(record ? 'documents.file.edit' : 'documents.file.add')}
      open={open}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
      width={720}
      draggable
    >
      <Form.Item name="name" label={t('documents.col.name')} rules={[{ max: 200 }]}>
        <Input placeholder={t('documents.file.nameHint')} />
      </Form.Item>
      <Form.Item name="seri" label={t('documents.col.seri')} rules={[{ max: 100 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="type" label={t('documents.col.type')}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="version" label={t('documents.col.version')} rules={[{ max: 50 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="releaseDate" label={t('documents.col.releaseDate')}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remarks" label={t('documents.col.remarks')} rules={[{ max: 1000 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="scope" label={t('documents.col.scope')} rules={[{ max: 1000 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item
        name="files"
        label={t('documents.col.file')}
        rules={[
          {
            validator: (_, value: FileEntry[] | undefined) =>
              value?.length ? Promise.resolve() : Promise.reject(new Error(t('documents.file.required'))),
          },
        ]}
      >
        <FileUpload use="document" {...uploadTarget(library)} canDelete={canDelete} max={1} />
      </Form.Item>
      {registered(library) ? <RegisterFields library={library} self={record?.id} /> : null}
      {record ? <History revisions={record.history ?? []} /> : null}
    </EditorDialog>
  );
}

/**
 * The AD/SB register's data of a model's CAD/AD or SB/SI document (issue 32): effective date, compliance time (a
 * date and/or days from the effective date; hours), repetitive, the document of the same library superseding it,
 * and an appliance document's part numbers (typed, Enter or a comma between them).
 */
function RegisterFields({ library, self }: { library: LibraryPlace; self?: number }) {
  const { t } = useTranslation();
  const eq = (name: string, value: number) => ({ name, compare: 'eq' as const, value });
  const others = useListQuery<DocumentRow>(Document.table, Document.api.Query, {
    fixedFilters: [
      eq('module', library.module),
      eq('target', library.target),
      eq('dict', library.dict),
      eq('isFolder', 0),
    ],
    page: 1,
    pageSize: 500,
  });
  const options = others.items
    .filter((d) => d.id !== self)
    .map((d) => ({ value: d.id, label: d.seri ? `${d.seri} · ${d.name}` : d.name }));
  return (
    <>
      <Divider titlePlacement="start">{t('adreg.doc.section')}</Divider>
      <Form.Item name="effectiveDate" label={t('document.effectiveDate')}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="complianceDate" label={t('document.complianceDate')}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="complianceDays" label={t('document.complianceDays')}>
        <InputNumber min={0} max={36500} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="complianceHours" label={t('document.complianceHours')}>
        <InputNumber min={0} max={9999999} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="repetitive" valuePropName="checked" label={t('document.repetitive')}>
        <Checkbox />
      </Form.Item>
      <Form.Item name="supersededBy" label={t('document.supersededBy')}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          options={options}
          loading={others.loading}
          aria-label={t('document.supersededBy')}
        />
      </Form.Item>
      {/* An appliance document (an engine, a propeller, an ELT...): listed per installed serial of these numbers. */}
      <Form.Item name="applianceParts" label={t('document.applianceParts')}>
        <Select mode="tags" tokenSeparators={[',', '，']} aria-label={t('document.applianceParts')} />
      </Form.Item>
    </>
  );
}

/** The document's superseded revisions, newest first, read-only. */
function History({ revisions }: { revisions: DocumentRevision[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Divider titlePlacement="start">{t('documents.history.title')}</Divider>
      {revisions.length === 0 ? (
        <Typography.Text type="secondary">{t('documents.history.none')}</Typography.Text>
      ) : (
        <Table<DocumentRevision>
          size="small"
          rowKey={(row) => `${row.replacedAt}-${row.files[0]?.uid ?? ''}`}
          pagination={false}
          dataSource={revisions}
          aria-label={t('documents.history.title')}
          columns={[
            { title: t('documents.col.version'), dataIndex: 'version', key: 'version' },
            {
              title: t('documents.col.releaseDate'),
              dataIndex: 'releaseDate',
              key: 'releaseDate',
              render: (value: string | null) => value?.slice(0, 10) ?? '',
            },
            { title: t('documents.history.replacedBy'), dataIndex: 'replacedByName', key: 'replacedBy' },
            {
              title: t('documents.history.replacedAt'),
              dataIndex: 'replacedAt',
              key: 'replacedAt',
              render: (value: string) => value.slice(0, 16),
            },
            {
              title: t('documents.download'),
              key: 'download',
              render: (_, row) => (
                <DownloadButton size="small" type="link" file={row.files}>
                  {row.files[0]?.name ?? t('documents.download')}
                </DownloadButton>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
