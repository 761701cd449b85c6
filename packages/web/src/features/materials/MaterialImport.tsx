import { Material } from '@hangar/domain/contracts/materials';
import { useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { downloadTemplate, readFirstSheet } from '../../components/excel-sheet';
import { ImportDialog } from '../../components/ImportDialog';
import { IMPORT_COLUMNS, type ImportColumn, type ImportRow, readSheet } from './material-import';

/*
 * Excel import of the catalogue (issue 13): download the template (the header row names the import columns in
 * the user's language), choose a filled file, read it in the browser into MaterialImportRow objects (row = the
 * sheet row), then one Material/Import (components/ImportDialog: a 400 lists every problem by row and nothing is
 * saved; success says how many were added and how many materials the rows that stand for them changed — the
 * catalogue's export imported back — and refreshes the catalogue). exceljs is imported on first use only.
 *
 *   <MaterialImport open={open} onClose={() => setOpen(false)} />
 */

/** The template's columns (IMPORT_COLUMNS) with their headings in the user's language; the export's first ones. */
export const materialSheetColumns = (t: (key: string) => string) =>
  IMPORT_COLUMNS.map((key) => ({ key, header: t(`material.${key}`) }));

/** The header texts a column is recognised by: its label in both languages. */
const labelsOf = (column: ImportColumn) =>
  (['zh-CN', 'en-US'] as const).map((lng) => i18next.getFixedT(lng)(`material.${column}`));

export function MaterialImport({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <ImportDialog<ImportRow & { row: number }>
      open={open}
      onClose={onClose}
      texts={{
        title: t('material.import.title'),
        hint: t('material.import.hint'),
        template: t('material.import.template'),
        choose: t('material.import.choose'),
        reading: t('material.import.reading'),
        sending: (count) => t('material.import.sending', { count }),
        added: (count, updated) => t('material.import.done', { added: count, updated }),
        noHeader: t('material.import.noHeader'),
        badFile: t('material.import.badFile'),
        empty: t('material.import.empty'),
        problems: (count) => t('material.importProblems', { count }),
        failed: t('material.importFailed'),
        row: t('material.import.row'),
        field: t('material.import.field'),
        message: t('material.import.message'),
      }}
      template={() =>
        downloadTemplate(t('material.import.templateFile'), t('material.export.sheet'), materialSheetColumns(t))
      }
      read={async (file) => ({ rows: readSheet(await readFirstSheet(file), labelsOf) })}
      send={(rows) => call(Material.api.Import, { rows })}
      onDone={() => void queryClient.invalidateQueries({ queryKey: [Material.table] })}
      fieldLabel={(field) => t(`material.${field}`, { defaultValue: field })}
    />
  );
}
