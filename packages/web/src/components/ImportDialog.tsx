import { Alert, App, Button, Flex, Modal, Progress, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { ApiError } from '../api/http';
import { type ImportProblemRow, importProblemsOf } from './excel-sheet';

/*
 * ImportDialog — the one Excel import dialog (the catalogue's, an aircraft's components): a template button, a
 * file chooser, the sheet read in the browser (`read`: rows, or the problems found in the sheet itself, which are
 * listed without sending anything), then ONE call (`send`) carrying every row. The server checks them all
 * first: a 400 lists every problem with its sheet row and nothing was saved. A progress bar shows reading and
 * sending; success says how many were added (and changed) and calls onDone. The texts are the caller's (its catalogue).
 *
 *   <ImportDialog open={open} onClose={...} texts={...} template={...} read={...} send={...} fieldLabel={...} />
 */

type Phase = { step: 'idle' } | { step: 'reading' } | { step: 'sending'; count: number };

/** The dialog's texts, already in the user's language. */
export interface ImportTexts {
  title: string;
  hint: string;
  template: string;
  choose: string;
  reading: string;
  sending(count: number): string;
  /** Success: how many rows were added, and how many existing records they changed (0 for an add-only import). */
  added(count: number, updated: number): string;
  /** No header row found (the reader threw `Error('noHeader')`), and any other unreadable file. */
  noHeader: string;
  badFile: string;
  /** No data row in the sheet. */
  empty: string;
  /** The import was refused with `count` problems; nothing was saved. */
  problems(count: number): string;
  failed: string;
  row: string;
  field: string;
  message: string;
}

export interface ImportDialogProps<Row extends { row: number }> {
  open: boolean;
  onClose(): void;
  texts: ImportTexts;
  template(): Promise<void>;
  /** Reads the file: the rows to send and the problems found in the sheet (throws Error('noHeader') without one). */
  read(file: File): Promise<{ rows: Row[]; problems?: ImportProblemRow[] }>;
  /** Sends every row in one call; answers how many were added (and changed, for an import that edits too). */
  send(rows: Row[]): Promise<number | { added: number; updated: number }>;
  onDone?(added: number): void;
  /** The label of a problem's field. */
  fieldLabel(field: string): string;
  /** Test id of the progress block. */
  progressTestId?: string;
}

export function ImportDialog<Row extends { row: number }>({
  open,
  onClose,
  texts,
  template,
  read,
  send,
  onDone,
  fieldLabel,
  progressTestId = 'import-progress',
}: ImportDialogProps<Row>) {
  const { message } = App.useApp();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [problems, setProblems] = useState<ImportProblemRow[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = phase.step !== 'idle';

  const refuse = (found: ImportProblemRow[]) => {
    setProblems(found);
    setFailure(texts.problems(found.length));
  };
  const failed = (error: unknown) =>
    setFailure(`${texts.failed}：${error instanceof Error ? error.message : String(error)}`);

  const run = async (file: File) => {
    setProblems(null);
    setFailure(null);
    setPhase({ step: 'reading' });
    let sheet: { rows: Row[]; problems?: ImportProblemRow[] };
    try {
      sheet = await read(file);
    } catch (error) {
      setPhase({ step: 'idle' });
      setFailure(error instanceof Error && error.message === 'noHeader' ? texts.noHeader : texts.badFile);
      return;
    }
    if (sheet.problems && sheet.problems.length > 0) {
      setPhase({ step: 'idle' });
      refuse(sheet.problems);
      return;
    }
    if (sheet.rows.length === 0) {
      setPhase({ step: 'idle' });
      setFailure(texts.empty);
      return;
    }
    setPhase({ step: 'sending', count: sheet.rows.length });
    try {
      const done = await send(sheet.rows);
      const { added, updated } = typeof done === 'number' ? { added: done, updated: 0 } : done;
      void message.success(texts.added(added, updated));
      onDone?.(added);
      onClose();
    } catch (error) {
      const found = error instanceof ApiError && error.status === 400 ? importProblemsOf(error, sheet.rows) : [];
      if (found.length > 0) refuse(found);
      else failed(error);
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
      title={texts.title}
      width={760}
      footer={null}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary">{texts.hint}</Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button onClick={() => void template().catch((e: Error) => message.error(e.message))}>
            {texts.template}
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
              {texts.choose}
            </Button>
          </Upload>
        </Flex>
        {busy ? (
          <div data-testid={progressTestId}>
            <Progress percent={phase.step === 'reading' ? 30 : 70} status="active" showInfo={false} />
            <Typography.Text type="secondary">
              {phase.step === 'reading' ? texts.reading : texts.sending(phase.count)}
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
                title: texts.row,
                dataIndex: 'row',
                key: 'row',
                width: 80,
                render: (row: number) => (row > 0 ? row : ''),
              },
              {
                title: texts.field,
                dataIndex: 'field',
                key: 'field',
                width: 160,
                render: (field: string) => (field ? fieldLabel(field) : ''),
              },
              { title: texts.message, dataIndex: 'message', key: 'message' },
            ]}
          />
        ) : null}
      </Flex>
    </Modal>
  );
}
