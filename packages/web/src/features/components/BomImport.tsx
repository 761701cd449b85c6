import { BOM_IMPORT_COLUMNS, PlaneBom } from '@hangar/domain/contracts/components';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { downloadTemplate, labelsIn, readFirstSheet } from '../../components/excel-sheet';
import { ImportDialog } from '../../components/ImportDialog';
import { readBomSheet, sheetProblemRow } from './bom-import';

/*
 * BomImport — Excel import of an aircraft's components (spec §9 "Excel import of components"; issue 16): the
 * sheet is read in the browser (bom-import.ts: its row rules); problems found there are listed with their rows
 * and nothing is sent. Otherwise ONE PlaneBom/Import carries every row (components/ImportDialog): the server
 * checks them all first — a 400 lists every problem with its row and nothing is saved — then saves them in one
 * transaction; success calls onDone (the list reloads). exceljs loads on first use. `downloadBomTemplate` writes
 * the template (headers in the user's language).
 *
 *   <BomImport plane={5} open={open} onClose={...} onDone={...} />
 */

/** The template's columns (BOM_IMPORT_COLUMNS) with their headings in the user's language; the export's too. */
export const bomSheetColumns = (t: (key: string) => string) =>
  BOM_IMPORT_COLUMNS.map((key) => ({ key, header: t(`bom.${key}`) }));

/** The template: one header row naming BOM_IMPORT_COLUMNS in the user's language. */
export function downloadBomTemplate(t: (key: string) => string): Promise<void> {
  return downloadTemplate(t('bom.import.templateFile'), t('bom.title'), bomSheetColumns(t));
}

export interface BomImportProps {
  plane: number;
  open: boolean;
  onClose(): void;
  onDone?(): void;
}

export function BomImport({ plane, open, onClose, onDone }: BomImportProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('en') ? 'en-US' : 'zh-CN';
  return (
    <ImportDialog
      open={open}
      onClose={onClose}
      texts={{
        title: t('bom.import.title'),
        hint: t('bom.import.hint'),
        template: t('bom.template'),
        choose: t('bom.import.choose'),
        reading: t('bom.import.reading'),
        sending: (count) => t('bom.import.sending', { count }),
        added: (count) => t('bom.import.added', { count }),
        noHeader: t('bom.import.noHeader'),
        badFile: t('bom.import.badFile'),
        empty: t('bom.importEmpty'),
        problems: (count) => t('bom.import.problems', { count }),
        failed: t('bom.import.failed'),
        row: t('bom.import.row'),
        field: t('bom.import.field'),
        message: t('bom.import.message'),
      }}
      template={() => downloadBomTemplate(t)}
      read={async (file) => {
        const sheet = readBomSheet(await readFirstSheet(file), labelsIn('bom'));
        return { rows: sheet.rows, problems: sheet.problems.map((p) => sheetProblemRow(p, t, lang)) };
      }}
      send={async (rows) => {
        // Rows that stand for installed components change them (an export imported back); both are imported.
        const done = await call(PlaneBom.api.Import, { plane, rows });
        return done.added + done.updated;
      }}
      onDone={() => onDone?.()}
      fieldLabel={(field) => t(`bom.${field}`, { defaultValue: field })}
      progressTestId="bom-import-progress"
    />
  );
}
