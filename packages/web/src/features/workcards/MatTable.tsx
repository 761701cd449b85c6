import type { MaterialStockRow } from '@hangar/domain/contracts/materials';
import type { PurchaseSetting } from '@hangar/domain/contracts/workcards';
import { Button, Flex, Input, InputNumber, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaterialSelector } from '../materials/MaterialSelector';
import { addLine, changeLine, deleteLine, type MatLine, type MatValues, shownLines } from './card-lines';
import { LineInputDialog } from './LineInputDialog';
import { PurchaseDialog } from './PurchaseDialog';

// The material lines of the card dialog (model document §2.4, §4 "Material and related lines"): add from the
// materials area's selector (选择物料: the caller's catalogue; empty, it points at 手动输入) or by hand (手动输入:
// LineInputDialog, the line's text only — issue 29, the manufacturer keeps no catalogue); quantity and comments
// editable in the row; the purchase setting per line; delete. The changes are tracked in card-lines.ts.

export interface MatTableProps {
  lines: MatLine[];
  onChange(lines: MatLine[]): void;
}

/** A new line: a catalogue material's (`material` its id) or one entered by hand (`material` null). */
const newLine = (values: Pick<MatValues, 'material' | 'name' | 'model' | 'measureUnit' | 'brand'>, quantity: number) =>
  ({ descript: null, comments: null, purchase: null, ...values, quantity }) satisfies MatValues;

const fromMaterial = (m: MaterialStockRow, quantity: number): MatValues =>
  newLine(
    { material: m.id, name: m.name, model: m.model, measureUnit: m.unitName ?? null, brand: m.brandName ?? null },
    quantity,
  );

export function MatTable({ lines, onChange }: MatTableProps) {
  const { t } = useTranslation();
  const [selecting, setSelecting] = useState(false);
  const [inputting, setInputting] = useState(false);
  const [purchasing, setPurchasing] = useState<MatLine | null>(null);
  const shown = shownLines(lines);

  const columns: ColumnsType<MatLine> = [
    { title: t('workcards.mat.name'), dataIndex: 'name', key: 'name' },
    { title: t('workcards.mat.model'), dataIndex: 'model', key: 'model' },
    { title: t('workcards.mat.unit'), dataIndex: 'measureUnit', key: 'measureUnit' },
    { title: t('workcards.mat.brand'), dataIndex: 'brand', key: 'brand' },
    {
      title: t('workcards.mat.quantity'),
      key: 'quantity',
      render: (_, line) => (
        <InputNumber
          size="small"
          min={0}
          max={1e9}
          value={line.quantity}
          aria-label={t('workcards.mat.quantityOf', { name: line.name })}
          onChange={(value) => onChange(changeLine(lines, line.key, { quantity: value ?? 0 }))}
        />
      ),
    },
    {
      title: t('workcards.mat.comments'),
      key: 'comments',
      render: (_, line) => (
        <Input
          size="small"
          value={line.comments ?? ''}
          maxLength={1000}
          aria-label={t('workcards.mat.commentsOf', { name: line.name })}
          onChange={(e) => onChange(changeLine(lines, line.key, { comments: e.target.value || null }))}
        />
      ),
    },
    {
      title: t('workcards.col.actions'),
      key: 'actions',
      render: (_, line) => (
        <Flex gap={4}>
          <Button size="small" type="link" onClick={() => setPurchasing(line)}>
            {t('workcards.mat.purchase')}
            {line.purchase ? ` (${t('workcards.mat.purchaseSet')})` : ''}
          </Button>
          <Button
            size="small"
            type="link"
            danger
            aria-label={t('workcards.mat.delete', { name: line.name })}
            onClick={() => onChange(deleteLine(lines, line.key))}
          >
            {t('workcards.delete')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={8}>
      <Flex gap={8}>
        <Button onClick={() => setSelecting(true)}>{t('workcards.mat.select')}</Button>
        <Button onClick={() => setInputting(true)}>{t('workcards.mat.input')}</Button>
      </Flex>
      <Table<MatLine>
        rowKey="key"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={shown}
        aria-label={t('workcards.mat.title')}
        scroll={{ x: 'max-content' }}
      />
      <MaterialSelector
        open={selecting}
        onClose={() => setSelecting(false)}
        selected={lines.flatMap((l) =>
          l.material === null ? [] : [{ material: l.material, quantity: l.quantity, deleted: l.isDelete === true }],
        )}
        onSelect={(material, quantity) => {
          const deleted = lines.find((l) => l.isDelete && l.material === material.id);
          // A deleted line of the same material comes back with the new quantity (the selector's rule).
          if (deleted) onChange(changeLine(lines, deleted.key, { quantity }));
          else onChange(addLine(lines, fromMaterial(material, quantity)));
        }}
        emptyHint={t('workcards.mat.catalogueEmpty')}
      />
      <LineInputDialog
        open={inputting}
        usedUnits={shown.flatMap((l) => (l.measureUnit ? [l.measureUnit] : []))}
        onClose={() => setInputting(false)}
        onDone={(line) => onChange(addLine(lines, newLine({ material: null, ...line }, 1)))}
      />
      <PurchaseDialog
        name={purchasing?.name ?? null}
        value={purchasing?.purchase}
        onClose={() => setPurchasing(null)}
        onDone={(purchase: PurchaseSetting) => {
          if (purchasing) onChange(changeLine(lines, purchasing.key, { purchase }));
        }}
      />
    </Flex>
  );
}
