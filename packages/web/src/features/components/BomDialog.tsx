import { BomType, PlaneBom, type PlaneBomRow } from '@hangar/domain/contracts/components';
import { Material, type MaterialRow, type MaterialStockRow } from '@hangar/domain/contracts/materials';
import { Button, Divider, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { EditorDialog } from '../../components/EditorDialog';
import { formFieldsOf } from '../../components/entity-fields';
import { FileUpload } from '../../components/file-upload/FileUpload';
import { type FormField, FormFields, formBody, formValues } from '../../components/ListPage';
import { useListQuery } from '../../components/list-query';
import { MaterialSelector } from '../materials/MaterialSelector';
import { useBomRights } from './life';

/*
 * BomDialog — the component dialog (spec §5 "Component dialog": name required; issue 16's life limits).
 *
 *   <BomDialog plane={5} editing={null | { state: 'add' } | { state: 'edit', record } | { state: 'replace', record }}
 *     onClose={...} onSaved={...} />
 *
 * Fields: category (required), name (required), type (other / engine / propeller), part number, serial,
 * material (optional, from the material selector), install date, files, remarks; "life limits": manufacture
 * date, life hours, life landings, calendar life (20Y / 6M / 180D), TSN and CSN at installation. Add sends the
 * aircraft with the fields (PlaneBom/Add); edit the id with them (Update); replace opens prefilled from the
 * current row — its serial, install date, manufacture date and TSN / CSN cleared: they describe the part taken
 * off — and sends the current row's id with the new component (PlaneBom/Replace). Dates go out as
 * `YYYY-MM-DD 00:00:00`; the server's field errors land on the fields (EditorDialog).
 */

export type BomEditing =
  | { state: 'add' }
  | { state: 'edit'; record: PlaneBomRow }
  | { state: 'replace'; record: PlaneBomRow };

export interface BomDialogProps {
  plane: number;
  editing: BomEditing | null;
  onClose(): void;
  onSaved?(): void;
}

const MAIN = ['category', 'name', 'ctype', 'model', 'seri', 'material', 'installDate', 'remarks'] as const;
const LIFE = ['manufactureDate', 'lifeHours', 'lifeLandings', 'lifeCalendar', 'tsnHours', 'csnLandings'] as const;
/** What a replacement does not take from the part it replaces. */
const CLEARED_ON_REPLACE = ['seri', 'installDate', 'manufactureDate', 'tsnHours', 'csnLandings'] as const;

/** The material field: the chosen material and a button opening the selector. */
function MaterialPick({ value, onChange }: { value?: number | null; onChange?(value: number | null): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<MaterialStockRow | null>(null);
  // A row being edited names its material by id: its name and part number come from the catalogue.
  const known = value !== null && value !== undefined && chosen?.id !== value;
  const stored = useListQuery<MaterialRow>(
    Material.table,
    Material.api.Query,
    { filters: [{ name: 'id', compare: 'eq', value: value ?? 0, relate: 'and' }], page: 1, pageSize: 1 },
    { enabled: known },
  ).items.find((m) => m.id === value);
  const named = chosen?.id === value ? chosen : stored;
  const label =
    value === null || value === undefined ? '' : named ? `${named.name} ${named.model ?? ''}`.trim() : `#${value}`;
  return (
    <Space>
      {label ? <Typography.Text data-testid="bom-material">{label}</Typography.Text> : null}
      <Button size="small" onClick={() => setOpen(true)}>
        {t('material.selector.title')}
      </Button>
      {value !== null && value !== undefined ? (
        <Button size="small" type="link" onClick={() => onChange?.(null)}>
          {t('list.confirm.cancel')}
        </Button>
      ) : null}
      <MaterialSelector
        open={open}
        onClose={() => setOpen(false)}
        selected={[]}
        onSelect={(material) => {
          setChosen(material);
          onChange?.(material.id);
          setOpen(false);
        }}
      />
    </Space>
  );
}

export function BomDialog({ plane, editing, onClose, onSaved }: BomDialogProps) {
  const { t } = useTranslation();
  const rights = useBomRights();
  const typeOptions = Object.values(BomType).map((value) => ({ value, label: t(`bom.type.${value}`) }));
  const main: FormField[] = formFieldsOf(PlaneBom, t, MAIN, {
    ctype: { options: typeOptions },
    material: { kind: 'custom', input: <MaterialPick /> },
    remarks: { wide: true },
  });
  const life: FormField[] = formFieldsOf(PlaneBom, t, LIFE, {
    lifeCalendar: { item: { extra: t('bom.life.calendarHint') } },
    tsnHours: { item: { extra: t('bom.life.tsnHint') } },
  });
  const fields = [...main, ...life];
  const record = editing && editing.state !== 'add' ? editing.record : undefined;
  let initialValues: Record<string, unknown> = { ctype: BomType.Other, files: [] };
  if (record) {
    initialValues = { ...formValues(fields, record), files: record.files };
    if (editing?.state === 'replace') {
      for (const name of CLEARED_ON_REPLACE) initialValues[name] = null;
      initialValues.files = [];
    }
  }
  const submit = async (values: Record<string, unknown>) => {
    const body = { ...formBody(fields, values), files: values.files ?? [] } as Record<string, unknown>;
    if (editing?.state === 'replace' && record) await call(PlaneBom.api.Replace, { ...body, id: record.id } as never);
    else if (record) await call(PlaneBom.api.Update, { ...body, id: record.id } as never);
    else await call(PlaneBom.api.Add, { ...body, plane } as never);
    onSaved?.();
  };
  const title = t(editing?.state === 'replace' ? 'bom.replaceTitle' : record ? 'bom.edit' : 'bom.add');
  return (
    <EditorDialog<Record<string, unknown>>
      state={editing?.state === 'edit' ? 'edit' : 'add'}
      title={title}
      open={editing !== null}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
      successMessage={editing?.state === 'replace' ? t('bom.replaced') : undefined}
      width={820}
      draggable
    >
      <FormFields fields={main} columns={2} />
      <Form.Item name="files" label={t('bom.files')}>
        <FileUpload use="attachment" canDelete={rights.remove} max={20} />
      </Form.Item>
      <Divider titlePlacement="start">{t('bom.life')}</Divider>
      <FormFields fields={life} columns={2} />
    </EditorDialog>
  );
}
