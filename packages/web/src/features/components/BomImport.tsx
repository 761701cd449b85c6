import { BOM_IMPORT_COLUMNS, PlaneBom } from '@hangar/domain/contracts/components';
import { Alert, App, Button, Flex, Modal, Progress, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/http';
import {
  downloadTemplate,
  type ImportProblemRow,
  importProblemsOf,
  labelsIn,
  readFirstSheet,
} from '../../components/excel-sheet';
import { readBomSheet, sheetProblemRow } from './bom-import';

/*
 * BomImport — Excel import of an aircraft's components (spec §9 "Excel import of components"; issue 16): the
 * sheet is read in the browser (bom-import.ts: its row rules); problems found there are listed with their rows
 * and nothing is sent. Otherwise ONE PlaneBom/Import carries every row: the server checks them all first — a
 * 400 lists every problem with its row and nothing is saved — then saves them in one transaction. A progress
 * bar shows reading and sending; success says how many were added and calls onDone (the list reloads).
 * exceljs loads on first use. `downloadBomTemplate` writes the template (headers in the user's language).
 *
 *   <BomImport plane={5} open={open} onClose={...} onDone={...} />
 */

type Phase = { step: 'idle' } | { step: 'reading' } | { step: 'sending'; count: number };

/** The template: one header row naming BOM_IMPORT_COLUMNS in the user's language. */
export function downloadBomTemplate(t: (key: string) => string): Promise<void> {
  return downloadTemplate(
    t('bom.import.templateFile'),
    t('bom.title'),
    BOM_IMPORT_COLUMNS.map((key) => ({ key, header: t(`bom.${key}`) })),
  );
}

export interface BomImportProps {
  plane: number;
  open: boolean;
  onClose(): void;
  onDone?(): void;
}

export function BomImport({ plane, open, onClose, onDone }: BomImportProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [problems, setProblems] = useState<ImportProblemRow[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = phase.step !== 'idle';

  const refuse = (found: ImportProblemRow[]) => {
    setProblems(found);
    setFailure(t('bom.import.problems', { count: found.length }));
  };

  const run = async (file: File) => {
    setProblems(null);
    setFailure(null);
    setPhase({ step: 'reading' });
    let sheet: ReturnType<typeof readBomSheet>;
    try {
      sheet = readBomSheet(await readFirstSheet(file), labelsIn('bom'));
    } catch (error) {
      setPhase({ step: 'idle' });
      const noHeader = error instanceof Error && error.message === 'noHeader';
      setFailure(t(noHeader ? 'bom.import.noHeader' : 'bom.import.badFile'));
      return;
    }
    if (sheet.problems.length > 0) {
      setPhase({ step: 'idle' });
      refuse(sheet.problems.map((p) => sheetProblemRow(p, t)));
      return;
    }
    setPhase({ step: 'sending', count: sheet.rows.length });
    try {
      const answer = await call(PlaneBom.api.Import, { plane, rows: sheet.rows });
      void message.success(t('bom.import.added', { count: answer.added }));
      onDone?.();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const found = importProblemsOf(error, sheet.rows);
        if (found.length > 0) refuse(found);
        else setFailure(`${t('bom.import.failed')}：${error.message}`);
      } else {
        setFailure(`${t('bom.import.failed')}：${error instanceof Error ? error.message : String(error)}`);
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
      title={t('bom.import.title')}
      width={760}
      footer={null}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary">{t('bom.import.hint')}</Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button onClick={() => void downloadBomTemplate(t).catch((e: Error) => message.error(e.message))}>
            {t('bom.template')}
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
              {t('bom.import.choose')}
            </Button>
          </Upload>
        </Flex>
        {busy ? (
          <div data-testid="bom-import-progress">
            <Progress percent={phase.step === 'reading' ? 30 : 70} status="active" showInfo={false} />
            <Typography.Text type="secondary">
              {phase.step === 'reading' ? t('bom.import.reading') : t('bom.import.sending', { count: phase.count })}
            </Typography.Text>
          </div>
        ) : null}
        {failure ? <Alert type="error" showIcon title={failure} /> : null}
        {problems && problems.length > 0 ? (
          <Table<ImportProblemRow & { key: number }>
            size="small"
            rowKey="key"
            dataSource={problems.map((p, key) => ({ ...p, key }))}
            pagination={problems.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            columns={[
              {
                title: t('bom.import.row'),
                dataIndex: 'row',
                key: 'row',
                width: 80,
                render: (row: number) => (row > 0 ? row : ''),
              },
              {
                title: t('bom.import.field'),
                dataIndex: 'field',
                key: 'field',
                width: 160,
                render: (field: string) => (field ? t(`bom.${field}`, { defaultValue: field }) : ''),
              },
              { title: t('bom.import.message'), dataIndex: 'message', key: 'message' },
            ]}
          />
        ) : null}
      </Flex>
    </Modal>
  );
}
