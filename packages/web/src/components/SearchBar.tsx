import type { Compare, Condition } from '@hangar/domain/query';
import { Button, DatePicker, Dropdown, Input, InputNumber, Select, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * SearchBar — the shared search bar of every list (aircraft spec §2.1, platform spec §4).
 *
 *   <SearchBar fields={fields} value={conditions} onChange={setConditions} onSearch={search} simple? />
 *
 * - fields: SearchField[] — { name, title, type: 'text'|'number'|'time'|'date'|'enum', options? (enum) }.
 * - value / onChange: the active conditions (controlled), shown as removable tags with a clear link.
 * - onSearch(conditions): run the list query with these conditions (the screen keeps them in its query key,
 *   or refetches when they did not change: a search with an empty value is a refresh).
 * - simple: only the search button (no AND / OR / clear dropdown).
 *
 * Semantics:
 * - The button (or Enter in a text / number input) with a value: the pending condition joins the active ones
 *   with AND; an active AND condition on the same field and comparison has its value replaced instead of being
 *   doubled (so searching again for another value narrows nothing by accident). onChange + onSearch.
 * - The button with an empty value: a refresh — onSearch(current conditions), nothing added (so a text search
 *   with an empty value adds no filter).
 * - Dropdown: add AND condition / add OR condition (appended as typed, then searched), clear conditions.
 * - Removing a tag or clearing searches again with what is left.
 * - Comparisons by field type (comparesFor): text → eq, contains, ne; number/time/date → eq, ge, le, gt, lt,
 *   ne; enum → eq, ne. Values: date 'YYYY-MM-DD', time 'YYYY-MM-DD HH:mm:ss', number as a number.
 * - toFilters(conditions) gives the server's filter array { name, compare, value, relate } (AND binds
 *   tighter than OR; the first condition's relate is always 'and').
 */

export type SearchFieldType = 'text' | 'number' | 'time' | 'date' | 'enum';

export type EnumValue = string | number;

export interface SearchField {
  /** The endpoint's query field name. */
  name: string;
  /** The label shown in the field picker and in the tags (already translated). */
  title: string;
  type: SearchFieldType;
  /** The choices of an enum field. */
  options?: { value: EnumValue; label: string }[];
}

export interface SearchBarProps {
  fields: SearchField[];
  value: Condition[];
  onChange(conditions: Condition[]): void;
  onSearch(conditions: Condition[]): void;
  simple?: boolean;
  /** Extra elements after the bar (buttons of the screen). */
  extra?: ReactNode;
}

/** The server's filter: only the properties it reads. */
export interface Filter {
  name: string;
  compare: Compare;
  value: string | number | boolean | null;
  relate: 'and' | 'or';
}

const byType: Record<SearchFieldType, readonly Compare[]> = {
  text: ['eq', 'contains', 'ne'],
  number: ['eq', 'ge', 'le', 'gt', 'lt', 'ne'],
  time: ['eq', 'ge', 'le', 'gt', 'lt', 'ne'],
  date: ['eq', 'ge', 'le', 'gt', 'lt', 'ne'],
  enum: ['eq', 'ne'],
};

/** The comparisons offered for a field type. */
export function comparesFor(type: SearchFieldType): readonly Compare[] {
  return byType[type];
}

/** The comparison chosen when a field is picked. */
export function defaultCompare(type: SearchFieldType): Compare {
  return type === 'text' ? 'contains' : 'eq';
}

function isCompare(value: string): value is Compare {
  return (['eq', 'ne', 'contains', 'gt', 'ge', 'lt', 'le'] as const).some((c) => c === value);
}

/** The active conditions as the server's filter array. */
export function toFilters(conditions: readonly Condition[]): Filter[] {
  return conditions.map((c, i) => ({
    name: c.name,
    compare: isCompare(c.compare) ? c.compare : 'eq',
    value: c.value,
    relate: i === 0 ? 'and' : c.relate,
  }));
}

type Pending = string | number | Dayjs | EnumValue | null;

function isEmpty(value: Pending): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return false;
}

/** The value as sent: trimmed text, numbers, dates as text. Null when empty. */
function toValue(field: SearchField, value: Pending): string | number | boolean | null {
  if (isEmpty(value) || value === null) return null;
  if (dayjs.isDayjs(value)) return value.format(field.type === 'time' ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD');
  if (typeof value === 'string') return value.trim();
  return value;
}

function sameCondition(a: Condition, b: Condition): boolean {
  return a.name === b.name && a.compare === b.compare && a.value === b.value && a.relate === b.relate;
}

export function SearchBar({ fields, value, onChange, onSearch, simple = false, extra }: SearchBarProps) {
  const { t } = useTranslation();
  const id = useId();
  const [fieldName, setFieldName] = useState<string | undefined>(fields[0]?.name);
  const field = fields.find((f) => f.name === fieldName) ?? fields[0];
  const [compare, setCompare] = useState<Compare>(field ? defaultCompare(field.type) : 'eq');
  const [pending, setPending] = useState<Pending>(null);

  if (!field) return null;
  const compares = comparesFor(field.type);
  const activeCompare = compares.includes(compare) ? compare : defaultCompare(field.type);

  const pick = (name: string) => {
    const next = fields.find((f) => f.name === name);
    setFieldName(name);
    setPending(null);
    if (next) setCompare(defaultCompare(next.type));
  };

  const pendingCondition = (relate: 'and' | 'or'): Condition | null => {
    const v = toValue(field, pending);
    if (v === null) return null;
    const optionText = field.type === 'enum' ? field.options?.find((o) => o.value === v)?.label : undefined;
    return {
      name: field.name,
      compare: activeCompare,
      value: v,
      relate,
      title: field.title,
      type: field.type,
      ...(optionText === undefined ? {} : { optionText }),
    };
  };

  const apply = (next: Condition[]) => {
    onChange(next);
    onSearch(next);
  };

  const search = () => {
    const condition = pendingCondition('and');
    if (!condition || value.some((c) => sameCondition(c, condition))) {
      onSearch(value);
      return;
    }
    const same = value.findIndex(
      (c, i) => c.name === condition.name && c.compare === condition.compare && (i === 0 || c.relate === 'and'),
    );
    if (same >= 0) apply(value.map((c, i) => (i === same ? { ...condition, relate: c.relate } : c)));
    else apply([...value, condition]);
  };

  const add = (relate: 'and' | 'or') => {
    const condition = pendingCondition(relate);
    if (!condition) {
      onSearch(value);
      return;
    }
    if (value.some((c) => sameCondition(c, condition))) onSearch(value);
    else apply([...value, condition]);
  };

  const remove = (index: number) => apply(value.filter((_, i) => i !== index));

  const input = (() => {
    switch (field.type) {
      case 'text':
        return (
          <Input
            aria-label={t('list.search.value')}
            placeholder={t('list.search.value')}
            allowClear
            style={{ width: 200 }}
            value={typeof pending === 'string' ? pending : ''}
            onChange={(e) => setPending(e.target.value)}
            onPressEnter={search}
          />
        );
      case 'number':
        return (
          <InputNumber<number>
            aria-label={t('list.search.value')}
            placeholder={t('list.search.value')}
            style={{ width: 200 }}
            value={typeof pending === 'number' ? pending : null}
            onChange={(v) => setPending(v)}
            onPressEnter={search}
          />
        );
      case 'date':
      case 'time':
        return (
          <DatePicker
            aria-label={t('list.search.value')}
            style={{ width: 200 }}
            showTime={field.type === 'time'}
            value={dayjs.isDayjs(pending) ? pending : null}
            onChange={(v: Dayjs | null) => setPending(v)}
          />
        );
      case 'enum':
        return (
          <Select<EnumValue>
            id={`${id}-value`}
            aria-label={t('list.search.value')}
            placeholder={t('list.search.choose')}
            allowClear
            style={{ width: 200 }}
            value={pending === null || dayjs.isDayjs(pending) ? undefined : pending}
            onChange={(v) => setPending(v ?? null)}
            options={(field.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
          />
        );
    }
  })();

  const describe = (c: Condition, i: number) => {
    const shown = c.optionText ?? (c.value === null ? '' : String(c.value));
    const title = c.title ?? fields.find((f) => f.name === c.name)?.title ?? c.name;
    const compareText = isCompare(c.compare) ? t(`list.compare.${c.compare}`) : c.compare;
    const prefix = i === 0 ? '' : `${t(c.relate === 'or' ? 'list.search.or' : 'list.search.and')} `;
    return `${prefix}${title} ${compareText} ${shown}`;
  };

  return (
    <div className="hangar-search-bar">
      <Space wrap>
        {/* Wraps on a narrow (mobile) screen instead of widening the page. */}
        <Space.Compact style={{ flexWrap: 'wrap', maxWidth: '100%' }}>
          <Select<string>
            id={`${id}-field`}
            aria-label={t('list.search.field')}
            style={{ width: 140 }}
            value={field.name}
            onChange={pick}
            options={fields.map((f) => ({ value: f.name, label: f.title }))}
          />
          <Select<Compare>
            id={`${id}-compare`}
            aria-label={t('list.search.compare')}
            style={{ width: 120 }}
            value={activeCompare}
            onChange={setCompare}
            options={compares.map((c) => ({ value: c, label: t(`list.compare.${c}`) }))}
          />
          {input}
          <Button type="primary" autoInsertSpace={false} onClick={search}>
            {t('list.search.button')}
          </Button>
          {simple ? null : (
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  { key: 'and', label: t('list.search.addAnd') },
                  { key: 'or', label: t('list.search.addOr') },
                  { key: 'clear', label: t('list.search.clear') },
                ],
                onClick: ({ key }) => {
                  if (key === 'and' || key === 'or') add(key);
                  else apply([]);
                },
              }}
            >
              <Button type="primary" aria-label={t('list.search.more')}>
                ▾
              </Button>
            </Dropdown>
          )}
        </Space.Compact>
        {extra}
      </Space>
      {value.length > 0 ? (
        <div className="hangar-search-tags" style={{ marginTop: 8 }}>
          {value.map((c, i) => (
            <Tag
              key={`${c.name}-${c.compare}-${String(c.value)}-${c.relate}`}
              closable
              onClose={(e) => {
                e.preventDefault();
                remove(i);
              }}
            >
              {describe(c, i)}
            </Tag>
          ))}
          <Typography.Link onClick={() => apply([])}>{t('list.search.clear')}</Typography.Link>
        </div>
      ) : null}
    </div>
  );
}
