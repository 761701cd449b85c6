import {
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FileZipOutlined,
  FolderOutlined,
} from '@ant-design/icons';
import { Document, type DocumentModuleCode, type DocumentRow } from '@hangar/domain/contracts/documents';
import { PlaneNotice } from '@hangar/domain/contracts/notices';
import { useQueryClient } from '@tanstack/react-query';
import { Breadcrumb, Button, Flex, Input, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { useConfirmDelete } from '../../components/ConfirmDelete';
import { useDownload } from '../../components/file-upload/download';
import { formatFileSize } from '../../components/file-upload/file-size';
import { useListQuery } from '../../components/list-query';
import type { TagColour } from '../../components/status-colours';
import { MOBILE_BREAKPOINT, useWindowSize } from '../../components/use-window-size';
import { useCan } from '../../session/session-context';
import { AppraiseDialog, type PlaneDetail } from '../notices/AppraiseDialog';
import { BatchUpload } from './BatchUpload';
import { CardDialog } from './CardDialog';
import { DocumentDialog } from './DocumentDialog';
import { FolderDialog } from './FolderDialog';
import { DOCUMENT_PAGE_SIZE, type DocumentDictCode, VIEW_OF } from './library-place';

/** Document types with a name (model document §2.1: airworthiness 0, CAD/AD 50, SB/SI 60). */
const NAMED_TYPES = [0, 50, 60];
/*
 * DocumentLibrary — one document library (model document §2.8): a model's (module 10000), an aircraft's (10001)
 * or the company's common library (10100), one dictionary of it (1 airworthiness, 2 CAD/AD, 3 SB/SI, 99 other).
 *
 *   <DocumentLibrary module={10000} dict={2} target={model.id} type={50} canWrite={canWriteModel(cid, model)} />
 *
 * - Breadcrumb from 全部 through the opened folders; a folder's name opens it; a file's name opens its first
 *   stored file (a new tab on the file's link, which the server serves to whoever may read it).
 * - The search box searches the files of every folder (isFolder 0, no parent); clearing it goes back to the
 *   folder that was open.
 * - 新建文件夹 / 批量上传 / 添加文件 and the edit / delete operations only when not read-only, `canWrite` (the
 *   library's own rule: the model-manager rule for a model's library) and the view's function (Add / Edit /
 *   Delete of plane-model, plane-entity or document-common). Download for everyone who reads the library.
 * - Folders come first (the server's default order); 10 per page; on mobile only name, number, release date.
 * - `type`: the type a new document gets (model drawer: 0 airworthiness, 50 CAD/AD, 60 SB/SI).
 * - 评估 (a model's library, dict 2 or 3, files only) opens the evaluation dialog (features/notices) when the
 *   library is writable and the user holds plane-model Execute; otherwise 查看评估 opens it read-only (an
 *   operator sees which of its aircraft a CAD/SB applies to). `planeDetail` renders an aircraft's details
 *   from the dialog's tail numbers (the model drawer passes its aircraft drawer).
 * - 设置指令号 (files, writable, the view's Edit) sets the document's engineering instruction number
 *   (UpdateCard); the number shows in the 指令号 column.
 */

export interface DocumentLibraryProps {
  module: DocumentModuleCode;
  dict: DocumentDictCode;
  /** The model, the aircraft or the company (common library). */
  target: number;
  /** The type a new document gets. */
  type?: number;
  readOnly?: boolean;
  /** The library's own write rule (default true); the view's functions are checked too. */
  canWrite?: boolean;
  /** Renders an aircraft's details, opened from the evaluation dialog's tail numbers. */
  planeDetail?: PlaneDetail;
}

const eq = (name: string, value: number) => ({ name, compare: 'eq', value, relate: 'and' });

/** An icon's colour: a tag preset's text shade of the theme (StatusStyle's variables, 3:1 and more). */
const iconColour = (colour: TagColour) => ({ color: `var(--hangar-tag-${colour}-text)` });

/** The icon of a library row: a folder, or a file by its first file's extension. */
export function documentIcon(row: Pick<DocumentRow, 'isFolder' | 'files' | 'name'>): ReactNode {
  if (row.isFolder === 1) return <FolderOutlined style={iconColour('gold')} aria-label="folder" />;
  const name = row.files?.[0]?.name ?? row.name;
  const ext = name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
  if (ext === 'pdf') return <FilePdfOutlined style={iconColour('red')} aria-label="pdf" />;
  if (['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg', 'tif', 'tiff'].includes(ext))
    return <FileImageOutlined aria-label="image" />;
  if (['doc', 'docx'].includes(ext)) return <FileWordOutlined style={iconColour('blue')} aria-label="word" />;
  if (['xls', 'xlsx', 'csv'].includes(ext)) return <FileExcelOutlined style={iconColour('green')} aria-label="excel" />;
  if (['ppt', 'pptx'].includes(ext)) return <FilePptOutlined style={iconColour('orange')} aria-label="ppt" />;
  if (ext === 'txt') return <FileTextOutlined aria-label="txt" />;
  if (['zip', 'rar', '7z', 'gz', 'tar'].includes(ext)) return <FileZipOutlined aria-label="zip" />;
  return <FileOutlined aria-label="file" />;
}

type Editing = { kind: 'folder' | 'file'; record?: DocumentRow } | { kind: 'batch' };

export function DocumentLibrary({
  module,
  dict,
  target,
  type,
  readOnly = false,
  canWrite = true,
  planeDetail,
}: DocumentLibraryProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const { download } = useDownload();
  const mobile = useWindowSize().width < MOBILE_BREAKPOINT;
  const view = VIEW_OF[module];
  const writer = !readOnly && canWrite;
  // The library's calls serve three screens: this library's screen's grant counts (the server checks it too).
  const mayAdd = useCan(Document.api.Add, view) && writer;
  const mayEdit = useCan(Document.api.Update, view) && writer;
  const mayDelete = useCan(Document.api.Delete, view) && writer;
  const evaluable = module === 10000 && (dict === 2 || dict === 3);
  const mayAppraise = useCan(PlaneNotice.api.Appraise) && writer;
  const [appraised, setAppraised] = useState<DocumentRow | null>(null);
  const [carded, setCarded] = useState<DocumentRow | null>(null);
  const [path, setPath] = useState<{ id: number; name: string }[]>([]);
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing | null>(null);
  const parent = path.at(-1)?.id ?? 0;

  const library = [eq('module', module), eq('target', target), eq('dict', dict)];
  const payload = searched
    ? {
        fixedFilters: [...library, eq('isFolder', 0)],
        filters: [{ name: 'name', compare: 'contains', value: searched, relate: 'and' }],
        page,
        pageSize: DOCUMENT_PAGE_SIZE,
      }
    : { fixedFilters: [...library, eq('parent', parent)], page, pageSize: DOCUMENT_PAGE_SIZE };
  const list = useListQuery<DocumentRow>(Document.table, Document.api.Query, payload);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [Document.table] });

  const open = (next: { id: number; name: string }[]) => {
    setPath(next);
    setSearched('');
    setText('');
    setPage(1);
  };
  const search = (value: string) => {
    setSearched(value.trim());
    setPage(1);
  };

  const remove = (row: DocumentRow) =>
    confirmDelete({
      onOk: async () => {
        await call(Document.api.Delete, { id: row.id, module });
        await refresh();
      },
    });

  const nameCell = (row: DocumentRow) => {
    const icon = documentIcon(row);
    if (row.isFolder === 1)
      return (
        <Button
          type="link"
          size="small"
          icon={icon}
          aria-label={t('documents.folderOpen', { name: row.name })}
          onClick={() => open([...path, { id: row.id, name: row.name }])}
        >
          {row.name}
        </Button>
      );
    const first = row.files?.[0];
    return (
      <span className="hangar-inline">
        {icon}{' '}
        {first?.url ? (
          <a href={first.url} target="_blank" rel="noopener noreferrer">
            {row.name}
          </a>
        ) : (
          row.name
        )}
      </span>
    );
  };

  const all: ColumnsType<DocumentRow> = [
    { title: t('documents.col.name'), key: 'name', render: (_, row) => nameCell(row) },
    {
      title: t('documents.col.seri'),
      key: 'seri',
      // An appliance document shows the part numbers it applies to under its number (issue 32).
      render: (_, row) =>
        row.applianceParts?.length ? (
          <Flex vertical>
            <span>{row.seri}</span>
            <Typography.Text type="secondary">
              {t('document.applianceParts')}: {row.applianceParts.join(', ')}
            </Typography.Text>
          </Flex>
        ) : (
          row.seri
        ),
    },
    { title: t('documents.col.card'), dataIndex: 'card', key: 'card' },
    {
      title: t('documents.col.type'),
      dataIndex: 'type',
      key: 'type',
      // The types the model drawer's tabs give (0, 50, 60) by name; any other code as it is.
      render: (type: number | null) =>
        type === null ? '' : NAMED_TYPES.includes(type) ? t(`documents.type.${type}`) : String(type),
    },
    { title: t('documents.col.version'), dataIndex: 'version', key: 'version' },
    {
      title: t('documents.col.releaseDate'),
      dataIndex: 'releaseDate',
      key: 'releaseDate',
      render: (value: string | null) => value?.slice(0, 10) ?? '',
    },
    { title: t('documents.col.remarks'), dataIndex: 'remarks', key: 'remarks' },
    {
      title: t('documents.col.size'),
      key: 'size',
      render: (_, row) => (row.isFolder === 1 ? '' : formatFileSize(row.size)),
    },
    {
      title: t('documents.col.actions'),
      key: 'actions',
      render: (_, row) => (
        <Flex gap={4} wrap>
          {mayEdit ? (
            <Button
              size="small"
              type="link"
              onClick={() => setEditing({ kind: row.isFolder === 1 ? 'folder' : 'file', record: row })}
            >
              {t('documents.edit')}
            </Button>
          ) : null}
          {evaluable && row.isFolder !== 1 ? (
            <Button size="small" type="link" onClick={() => setAppraised(row)}>
              {t(mayAppraise ? 'documents.appraise' : 'documents.appraiseView')}
            </Button>
          ) : null}
          {mayEdit && row.isFolder !== 1 ? (
            <Button size="small" type="link" onClick={() => setCarded(row)}>
              {t('documents.card.set')}
            </Button>
          ) : null}
          {row.isFolder === 1 ? null : (
            <Button size="small" type="link" onClick={() => void download(row.files)}>
              {t('documents.download')}
            </Button>
          )}
          {mayDelete ? (
            <Button size="small" type="link" danger onClick={() => void remove(row)}>
              {t('documents.delete')}
            </Button>
          ) : null}
        </Flex>
      ),
    },
  ];
  const columns = mobile ? all.filter((c) => ['name', 'seri', 'releaseDate'].includes(String(c.key))) : all;

  const crumbs = [
    { key: 'all', title: t('documents.all'), to: [] as { id: number; name: string }[] },
    ...path.map((folder, index) => ({ key: String(folder.id), title: folder.name, to: path.slice(0, index + 1) })),
  ];
  const close = () => setEditing(null);

  return (
    <Flex vertical gap={12} data-testid="document-library">
      <Breadcrumb
        items={crumbs.map((c, index) => ({
          key: c.key,
          title:
            index === crumbs.length - 1 && !searched ? (
              c.title
            ) : (
              <Typography.Link onClick={() => open(c.to)}>{c.title}</Typography.Link>
            ),
        }))}
      />
      <Flex gap={8} wrap justify="space-between">
        <Input.Search
          allowClear
          placeholder={t('documents.search')}
          aria-label={t('documents.search')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value === '') search('');
          }}
          onSearch={search}
          style={{ maxWidth: 320 }}
        />
        {mayAdd ? (
          <Flex gap={8} wrap>
            <Button onClick={() => setEditing({ kind: 'folder' })}>{t('documents.newFolder')}</Button>
            <Button onClick={() => setEditing({ kind: 'batch' })}>{t('documents.batchUpload')}</Button>
            <Button type="primary" onClick={() => setEditing({ kind: 'file' })}>
              {t('documents.addFile')}
            </Button>
          </Flex>
        ) : null}
      </Flex>
      <Table<DocumentRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        scroll={mobile ? undefined : { x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: DOCUMENT_PAGE_SIZE,
          total: list.totalItems,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
      <FolderDialog
        open={editing?.kind === 'folder'}
        record={editing?.kind === 'folder' ? editing.record : undefined}
        library={{ module, dict, target, parent }}
        onClose={close}
        onSaved={refresh}
      />
      <DocumentDialog
        open={editing?.kind === 'file'}
        record={editing?.kind === 'file' ? editing.record : undefined}
        library={{ module, dict, target, parent, type }}
        onClose={close}
        onSaved={refresh}
      />
      <BatchUpload
        open={editing?.kind === 'batch'}
        library={{ module, dict, target, parent, type }}
        onClose={close}
        onSaved={refresh}
      />
      <CardDialog record={carded} module={module} onClose={() => setCarded(null)} onSaved={refresh} />
      <AppraiseDialog
        document={appraised}
        readOnly={!mayAppraise}
        onClose={() => setAppraised(null)}
        planeDetail={planeDetail}
      />
    </Flex>
  );
}
