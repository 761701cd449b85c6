import { Material } from '@hangar/domain/contracts/materials';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Modal, Progress, Table, Typography, Upload } from 'antd';
import i18next from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/http';
import { saveBlob } from '../../components/file-upload/download';
import {
  IMPORT_COLUMNS,
  type ImportColumn,
  type ImportRow,
  importProblemsOf,
  type Problem,
  readSheet,
} from './material-import';

/*
 * Excel import of the catalogue (issue 13): download the template (made here with exceljs: the header row
 * names the import columns in the user's language), choose a filled file, read it in the browser into
 * MaterialImportRow objects (row = the sheet row), then one Material/Import. The server checks every row first:
 * a 400 lists every problem (row, field, message) and nothing is saved; success says how many were added and
 * refreshes the catalogue. A progress bar shows reading and sending. exceljs is imported on first use only.
 *
 *   <MaterialImport open={open} onClose={() => setOpen(false)} />
 */

type Phase = { step: 'idle' } | { step: 'reading' } | { step: 'sending'; count: number };

const loadExcel = () => import('exceljs').then((m) => m.default);

/** The header texts a column is recognised by: its label in both languages. */
const labelsOf = (column: ImportColumn) =>
  (['zh-CN', 'en-US'] as const).map((lng) => i18next.getFixedT(lng)(`material.${column}`));

export function MaterialImport({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [problems, setProblems] = useState<Problem[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = phase.step !== 'idle';

  const template = async () => {
    const ExcelJS = await loadExcel();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(t('material.export.sheet'));
    sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: t(`material.${c}`), key: c, width: 18 }));
    sheet.getRow(1).font = { bold: true };
    const buffer = await workbook.xlsx.writeBuffer();
    saveBlob(
      new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
      `${t('material.import.templateFile')}.xlsx`,
    );
  };

  const run = async (file: File) => {
    setProblems(null);
    setFailure(null);
    setPhase({ step: 'reading' });
    let rows: ImportRow[];
    try {
      const ExcelJS = await loadExcel();
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await file.arrayBuffer());
      const sheet = workbook.worksheets[0];
      if (!sheet) throw new Error('empty');
      rows = readSheet(sheet, labelsOf);
    } catch (error) {
      setPhase({ step: 'idle' });
      setFailure(
        t(
          error instanceof Error && error.message === 'noHeader'
            ? 'material.import.noHeader'
            : 'material.import.badFile',
        ),
      );
      return;
    }
    if (rows.length === 0) {
      setPhase({ step: 'idle' });
      setFailure(t('material.import.empty'));
      return;
    }
    setPhase({ step: 'sending', count: rows.length });
    try {
      const answer = await call(Material.api.Import, { rows });
      void message.success(t('material.import.added', { count: answer.added }));
      await queryClient.invalidateQueries({ queryKey: [Material.table] });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const found = importProblemsOf(error, rows);
        setProblems(found);
        setFailure(
          found.length > 0
            ? t('material.importProblems', { count: found.length })
            : `${t('material.importFailed')}：${error.message}`,
        );
      } else {
        setFailure(`${t('material.importFailed')}：${error instanceof Error ? error.message : String(error)}`);
      }
    } finally {
      setPhase({ step: 'idle' });
    }
  };

  const close = () => {
    if (busy) return;
    setProblems(null);
    setFailure(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      onCancel={close}
      title={t('material.import.title')}
      width={760}
      footer={null}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary">{t('material.import.hint')}</Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button onClick={() => void template().catch((e: Error) => message.error(e.message))}>
            {t('material.import.template')}
          </Button>
          <Upload
            accept=".xlsx"
            showUploadList={false}
            disabled={busy}
            beforeUpload={(file) => {
              void run(file);
              return false;
            }}
          >
            <Button type="primary" loading={busy}>
              {t('material.import.choose')}
            </Button>
          </Upload>
        </Flex>
        {busy ? (
          <div data-testid="import-progress">
            <Progress percent={phase.step === 'reading' ? 30 : 70} status="active" showInfo={false} />
            <Typography.Text type="secondary">
              {phase.step === 'reading'
                ? t('material.import.reading')
                : t('material.import.sending', { count: phase.count })}
            </Typography.Text>
          </div>
        ) : null}
        {failure ? <Alert type="error" showIcon title={failure} /> : null}
        {problems && problems.length > 0 ? (
          <Table<Problem & { key: number }>
            size="small"
            rowKey="key"
            dataSource={problems.map((p, key) => ({ ...p, key }))}
            pagination={problems.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            columns={[
              { title: t('material.import.row'), dataIndex: 'row', key: 'row', width: 80 },
              {
                title: t('material.import.field'),
                dataIndex: 'field',
                key: 'field',
                width: 160,
                render: (field: string) => (field ? t(`material.${field}`, { defaultValue: field }) : ''),
              },
              { title: t('material.import.message'), dataIndex: 'message', key: 'message' },
            ]}
          />
        ) : null}
      </Flex>
    </Modal>
  );
}
