import { Button, Checkbox, Flex, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { searchFieldsOf } from '../../components/entity-fields';
import type { SearchState } from '../../components/list-query';
import { useModelOptions } from '../../components/model-options';
import { useReference } from '../../components/reference';
import { SearchBar } from '../../components/SearchBar';
import { maintainTypeOptions } from './codes';
import { fleetQueryFields } from './ctrl-rows';
import { MAX_DUE_DAYS, SettlingNumber } from './due-within';
import { activeFilterCount } from './fleet-filter';
import type { FleetFilter } from './fleet-query';

// The fleet monitor's filter bar (FleetPage): aircraft, model, maintenance type, warnings only, overdue only, due
// within N days / hours / landings, Reset, and the search bar for the item's texts with the screen's Export
// button. On phones it is folded behind a 筛选 button (with the count of filters set), so that the first screen
// shows rows; the screen keeps the open state, so that it re-measures the table's height (useFillHeight).

/** The bound of QueryFleet's dueWithinHours and dueWithinLandings (FleetQueryInput). */
const MAX_HOURS = 10_000_000;

/** The width of the three due-within inputs: with the other filters on one line at 1440 px. */
const DUE_INPUT_WIDTH = 176;

export interface FleetFiltersProps {
  filter: FleetFilter;
  onChange: (patch: Partial<FleetFilter>) => void;
  onReset: () => void;
  search: SearchState;
  /** Beside the search bar (the Export button). */
  extra: ReactNode;
  /** Folded behind a button (phones), open or not. */
  phone: boolean;
  open: boolean;
  onToggle: () => void;
}

export function FleetFilters({
  filter,
  onChange: set,
  onReset,
  search,
  extra,
  phone,
  open,
  onToggle,
}: FleetFiltersProps) {
  const { t, i18n } = useTranslation();
  const planes = useReference('plane');
  const modelOptions = useModelOptions();
  const activeFilters = activeFilterCount(filter, search.filters.length);

  const searchFields = searchFieldsOf(fleetQueryFields, t, [
    'name',
    'planeName',
    'matModel',
    'matSeri',
    'content',
    'dueDate',
  ]);

  const number = (label: string, max: number, precision: number | undefined) => ({
    'aria-label': label,
    suffix: label,
    min: 0,
    max,
    precision,
    style: { width: DUE_INPUT_WIDTH },
  });

  return (
    <>
      {phone ? (
        <Button aria-expanded={open} onClick={onToggle} style={{ alignSelf: 'flex-start' }}>
          {t('maintenance.fleet.filters')}
          {activeFilters > 0 ? ` (${activeFilters})` : ''}
        </Button>
      ) : null}
      {/* Folded filters stay mounted (hidden), so what they hold — the toolbar's open dialogs (计划工单), the
          search bar's condition — survives a resize across the phone breakpoint. */}
      <Flex vertical gap={12} style={phone && !open ? { display: 'none' } : undefined}>
        <Space wrap>
          <Select
            id="fleet-plane"
            aria-label={t('maintenance.fleet.plane')}
            placeholder={t('maintenance.fleet.allPlanes')}
            options={planes.options}
            value={filter.planeEntity}
            onChange={(v: number | undefined) => set({ planeEntity: v })}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 180 }}
          />
          <Select
            id="fleet-model"
            aria-label={t('maintenance.fleet.model')}
            placeholder={t('maintenance.fleet.allModels')}
            options={modelOptions}
            value={filter.planeModel}
            onChange={(v: number | undefined) => set({ planeModel: v })}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 180 }}
          />
          <Select
            id="fleet-type"
            aria-label={t('maintenance.type')}
            placeholder={t('maintenance.fleet.allTypes')}
            options={maintainTypeOptions(i18n.language)}
            value={filter.type}
            onChange={(v: number | undefined) => set({ type: v })}
            allowClear
            style={{ width: 180 }}
          />
          <Checkbox checked={filter.warningOnly === true} onChange={(e) => set({ warningOnly: e.target.checked })}>
            {t('maintenance.fleet.warningOnly')}
          </Checkbox>
          <Checkbox checked={filter.overdueOnly === true} onChange={(e) => set({ overdueOnly: e.target.checked })}>
            {t('maintenance.fleet.overdueOnly')}
          </Checkbox>
          <SettlingNumber
            {...number(t('maintenance.dueWithin.days'), MAX_DUE_DAYS, 0)}
            value={filter.dueWithinDays}
            onSettle={(v) => set({ dueWithinDays: v })}
          />
          <SettlingNumber
            {...number(t('maintenance.fleet.dueWithinHours'), MAX_HOURS, undefined)}
            value={filter.dueWithinHours}
            onSettle={(v) => set({ dueWithinHours: v })}
          />
          <SettlingNumber
            {...number(t('maintenance.dueWithin.landings'), MAX_HOURS, 0)}
            value={filter.dueWithinLandings}
            onSettle={(v) => set({ dueWithinLandings: v })}
          />
          <Button onClick={onReset}>{t('maintenance.fleet.reset')}</Button>
        </Space>
        <SearchBar fields={searchFields} {...search.bar} extra={extra} />
      </Flex>
    </>
  );
}
