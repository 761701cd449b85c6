import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import type { FormField } from '../../components/ListPage';

// A read-only info panel (model spec §2.2, materials spec §2.3): the declared fields of a record as a
// descriptive list. Dates show as YYYY-MM-DD (the year-1 "no date" and impossible years as empty), select
// fields by their option label, empty values as a dash; `display` overrides a field's shown value (names
// joined in by the server, pictures).

export interface RecordViewProps {
  fields: readonly FormField[];
  record: object;
  display?: Record<string, ReactNode>;
  /** Columns by screen size (default 3 on wide screens, 1 on phones). */
  column?: number;
}

const EMPTY = '-';

export function shownValue(field: FormField, value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (field.kind === 'date') {
    const text = String(value).slice(0, 10);
    const year = Number(text.slice(0, 4));
    return /^\d{4}-\d{2}-\d{2}$/.test(text) && year > 1000 && year < 9999 ? text : EMPTY;
  }
  if (field.kind === 'select') {
    return field.options?.find((o) => o.value === value)?.label ?? String(value);
  }
  if (typeof value === 'object') return EMPTY;
  return String(value);
}

export function RecordView({ fields, record, display = {}, column }: RecordViewProps) {
  const values = record as Record<string, unknown>;
  return (
    <Descriptions
      bordered
      size="small"
      column={column ?? { xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 }}
      items={fields.map((f) => ({
        key: f.name,
        label: f.label,
        children: f.name in display ? display[f.name] : shownValue(f, values[f.name]),
        span: f.wide ? 'filled' : undefined,
      }))}
    />
  );
}
