import { kindLabelKey, type MatrixAnswer, Qualification } from '@hangar/domain/contracts/qualifications';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { DataTable } from '../../components/DataTable';
import { DocumentButton } from '../../components/document-download';
import { type CellValue, type ExportColumn, useExport } from '../../components/excel-export';
import { NO_PRINT, PrintButton } from '../../components/print';
import { StatusTag } from '../../components/status-colours';
import { day, ExpiryTag, KindTags, QUAL_KEY } from './qual-view';

/*
 * QualMatrix — the qualification matrix (Qualification/Matrix): each certifying person × each model of the
 * company's aircraft, the cell holding the kinds of work their authorisations in force cover today as short tags
 * (the full name read out and in the tag's title; a legend under the table) and a mark where recency on the model
 * is short; the person's licence with its state and the medical's last valid day. Print (every row, A4 landscape),
 * Excel (the same rows; days as Excel dates, the models covered as a number) and the server's PDF
 * (Qualification/MatrixPdf, in the reader's language).
 */

type Person = MatrixAnswer['people'][number];
type Cell = Person['cells'][string];

export function useMatrix(enabled = true) {
  return useQuery({
    queryKey: [QUAL_KEY, 'matrix'],
    enabled,
    queryFn: () => call(Qualification.api.Matrix, {}),
  });
}

const cellText = (t: TFunction, cell: Cell | undefined): string =>
  cell && cell.kinds.length > 0
    ? [cell.kinds.map((k) => t(`qual.kindShort.${k}`)).join(' '), cell.recent ? '' : `(${t('qual.matrix.notRecent')})`]
        .filter(Boolean)
        .join(' ')
    : '';

const covered = (p: Person) => Object.values(p.cells).filter((c) => c.kinds.length > 0).length;

/** The matrix as exported: one row per person, one column per model (the cells as on the screen). */
export function matrixExport(
  t: TFunction,
  matrix: MatrixAnswer,
): { columns: ExportColumn<Record<string, CellValue>>[]; rows: Record<string, CellValue>[] } {
  const columns: ExportColumn<Record<string, CellValue>>[] = [
    { title: t('qual.matrix.person'), dataIndex: 'name' },
    { title: t('qual.matrix.licence'), dataIndex: 'licence', width: 24 },
    { title: t('qual.matrix.licenceExpiry'), dataIndex: 'licenceState' },
    { title: t('qual.medicalUntil'), dataIndex: 'medicalUntil' },
    { title: t('qual.matrix.modelsCovered'), dataIndex: 'covered' },
    ...matrix.models.map((m) => ({ title: m.name, dataIndex: `m${m.id}`, width: 20 })),
  ];
  const rows = matrix.people.map((p) => ({
    name: p.name,
    licence: p.licence,
    licenceState: t(`qual.state.${p.licenceExpiry}`),
    medicalUntil: day(p.medicalUntil) || null,
    covered: covered(p),
    ...Object.fromEntries(matrix.models.map((m) => [`m${m.id}`, cellText(t, p.cells[String(m.id)]) || null])),
  }));
  return { columns, rows };
}

function MatrixCell({ cell }: { cell: Cell | undefined }) {
  const { t } = useTranslation();
  if (!cell || cell.kinds.length === 0) return null;
  return (
    <Flex gap={4} wrap align="center">
      <KindTags kinds={cell.kinds} short />
      {cell.recent ? null : <StatusTag status="warning">{t('qual.matrix.notRecent')}</StatusTag>}
    </Flex>
  );
}

export function QualMatrix() {
  const { t } = useTranslation();
  const matrix = useMatrix();
  const { exporting, run } = useExport();
  const data = matrix.data;
  const title = t('qual.tab.matrix');
  const columns: ColumnsType<Person> = [
    { title: t('qual.matrix.person'), key: 'name', fixed: 'left', render: (_, p) => p.name },
    {
      title: t('qual.matrix.licence'),
      key: 'licence',
      render: (_, p) => (
        <span className="hangar-inline">
          {p.licence ?? ''} <ExpiryTag state={p.licenceExpiry} />
        </span>
      ),
    },
    { title: t('qual.medicalUntil'), key: 'medicalUntil', render: (_, p) => day(p.medicalUntil) },
    ...(data?.models ?? []).map((m) => ({
      title: m.name,
      key: `m${m.id}`,
      render: (_: unknown, p: Person) => <MatrixCell cell={p.cells[String(m.id)]} />,
    })),
  ];
  const exportMatrix = () => {
    if (!data) return;
    const { columns: sheetColumns, rows } = matrixExport(t, data);
    void run({ fileName: title, sheetName: t('qual.matrix.sheet'), columns: sheetColumns, rows });
  };
  return (
    <Flex vertical gap={12} data-testid="qual-matrix">
      <Flex gap={8} wrap justify="space-between" align="center" className={NO_PRINT}>
        <Typography.Text type="secondary">
          {data ? t('qual.matrix.asOf', { date: day(data.today) }) : ''}
        </Typography.Text>
        <Flex gap={8} wrap>
          <PrintButton title={title} />
          <Button loading={exporting} disabled={!data} onClick={exportMatrix}>
            {t('list.export.button')}
          </Button>
          <DocumentButton endpoint={Qualification.api.MatrixPdf} body={{}}>
            {t('qual.matrix.pdf')}
          </DocumentButton>
        </Flex>
      </Flex>
      {matrix.error ? <Typography.Text type="danger">{matrix.error.message}</Typography.Text> : null}
      <DataTable<Person>
        rowKey="user"
        columns={columns}
        rows={{ items: data?.people ?? [], loading: matrix.isFetching }}
        size="small"
        card={(p) => (
          <Flex vertical gap={4}>
            <strong>{p.name}</strong>
            <span className="hangar-inline">
              {p.licence ?? ''} <ExpiryTag state={p.licenceExpiry} />
            </span>
            {(data?.models ?? []).map((m) =>
              p.cells[String(m.id)]?.kinds.length ? (
                <Flex key={m.id} gap={6} wrap align="center">
                  <span>{m.name}</span>
                  <MatrixCell cell={p.cells[String(m.id)]} />
                </Flex>
              ) : null,
            )}
          </Flex>
        )}
      />
      {data && data.people.length === 0 ? <Typography.Text>{t('qual.matrix.empty')}</Typography.Text> : null}
      {data ? (
        <Flex gap={8} wrap align="center" data-testid="qual-matrix-legend">
          <Typography.Text type="secondary">{t('qual.matrix.legend')}:</Typography.Text>
          {data.kinds.map((k) => (
            <span key={k}>
              {t(`qual.kindShort.${k}`)} = {t(kindLabelKey(k))}
            </span>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}
