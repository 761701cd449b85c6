import {
  TIME_RULE_LIMITS,
  type TimeRule,
  type TimeRuleIssue,
  TimeRuleSchema,
  validateTimeRules,
} from '@hangar/domain/due';
import type { FormRule } from 'antd';
import { Button, Form, Input, Select, Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleTypeOptions } from './codes';

/*
 * TimeRuleEditor — the `timerContent` part of the maintenance item dialog (model document §3 "time-control
 * entry", §5): one row per rule with name, control mode, hours interval / tolerance / warning, calendar
 * interval / tolerance / warning and landings interval / tolerance / warning; rows are added and removed.
 *
 *   <EditorDialog ...><TimeRuleEditor /></EditorDialog>      // inside an antd Form; field name `timerContent`
 *
 * Every check is the domain's validateTimeRules (the server runs the same one), shown at the field it names:
 * 所有时控项必须命名, 时控项{name}必须选择时控方式, duplicate names, interval text, figures. Server field errors
 * (`timerContent.0.name`) land on the same items. Figures are typed into plain text boxes and read the way the
 * API reads them (TimeRuleSchema): text that is not a number, a negative or a fraction of a day is refused with
 * the rule's message, never dropped, clamped or rounded; names show a counter instead of being cut.
 */

export const TIMER_CONTENT = 'timerContent';

type RuleField = keyof TimeRule;

/** A figure as the API reads it: number, numeric text, '' / null = not set; other text is NaN (refused). */
const figure = TimeRuleSchema.shape.hc;

/** The form's rows as rules (empty inputs → null), for validateTimeRules and the API body. */
export function toTimeRules(rows: unknown): TimeRule[] {
  if (!Array.isArray(rows)) return [];
  return rows.map((raw) => {
    const r = (raw ?? {}) as Partial<Record<RuleField, unknown>>;
    const num = (v: unknown) => {
      const parsed = figure.safeParse(v);
      return parsed.success ? parsed.data : Number.NaN;
    };
    const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
    return {
      name: typeof r.name === 'string' ? r.name.trim() : '',
      type: typeof r.type === 'number' ? r.type : 0,
      hc: num(r.hc),
      ho: num(r.ho),
      hw: num(r.hw),
      cc: text(r.cc),
      co: num(r.co),
      cw: num(r.cw),
      lc: num(r.lc),
      lo: num(r.lo),
      lw: num(r.lw),
    };
  });
}

/**
 * Columns: name, mode, hours, calendar and landings interval / tolerance / warning, remove. They share the
 * dialog's width (1100 at 1440 px: the whole row on screen, issue 29) down to their least widths; narrower (a
 * phone) the row scrolls sideways inside the dialog.
 */
const GRID = [
  'minmax(150px, 2.2fr)',
  'minmax(128px, 1.4fr)',
  'repeat(3, minmax(62px, 1fr))',
  'minmax(96px, 1.3fr)',
  'repeat(5, minmax(62px, 1fr))',
  'max-content',
].join(' ');
/** The least width of the grid: its columns' least widths and the gaps (the remove link about 40 px). */
const GRID_MIN_WIDTH = 150 + 128 + 8 * 62 + 96 + 40 + 11 * 8;

const EMPTY_RULE: Partial<TimeRule> = {
  name: '',
  hc: null,
  ho: null,
  hw: null,
  cc: null,
  co: null,
  cw: null,
  lc: null,
  lo: null,
  lw: null,
};

export function TimeRuleEditor({ disabled = false }: { disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const issueText = (issue: TimeRuleIssue) => t(issue.message, issue.params ?? {});

  /** The antd rule of one field: the domain's issue for (row, field), if any. */
  const check =
    (index: number, field: RuleField): FormRule =>
    ({ getFieldValue }) => ({
      validator: () => {
        const issue = validateTimeRules(toTimeRules(getFieldValue(TIMER_CONTENT))).find(
          (i) => i.index === index && i.field === field,
        );
        return issue ? Promise.reject(new Error(issueText(issue))) : Promise.resolve();
      },
    });

  const listRule = {
    validator: (_: unknown, rows: unknown) => {
      const issue = validateTimeRules(toTimeRules(rows)).find((i) => i.index < 0);
      return issue ? Promise.reject(new Error(issueText(issue))) : Promise.resolve();
    },
  };

  return (
    <Form.List name={TIMER_CONTENT} rules={[listRule]}>
      {(fields, { add, remove }, { errors }) => {
        // Names are unique within the item: a change of one name re-checks the others.
        const allNames = fields.map((f) => [TIMER_CONTENT, f.name, 'name']);
        const cell = (index: number, field: RuleField, input: React.ReactNode, deps: (string | number)[][] = []) => (
          <Form.Item
            name={[index, field]}
            rules={[check(index, field)]}
            dependencies={deps}
            style={{ marginBottom: 0 }}
            validateFirst
          >
            {input}
          </Form.Item>
        );
        const hours = (label: string) => <Input aria-label={label} inputMode="decimal" disabled={disabled} />;
        const days = (label: string) => <Input aria-label={label} inputMode="numeric" disabled={disabled} />;
        const landings = days;
        const row = (index: number) => [TIMER_CONTENT, index];
        const headers: [string, string][] = [
          ['name', t('maintenance.rule.name')],
          ['type', t('maintenance.rule.type')],
          ['hc', `${t('maintenance.rule.hours')} ${t('maintenance.rule.hc')}`],
          ['ho', t('maintenance.rule.ho')],
          ['hw', t('maintenance.rule.hw')],
          ['cc', `${t('maintenance.rule.calendar')} ${t('maintenance.rule.cc')}`],
          ['co', t('maintenance.rule.co')],
          ['cw', t('maintenance.rule.cw')],
          ['lc', `${t('maintenance.rule.landings')} ${t('maintenance.rule.lc')}`],
          ['lo', t('maintenance.rule.lo')],
          ['lw', t('maintenance.rule.lw')],
          ['remove', ''],
        ];
        return (
          <>
            <div style={{ overflowX: 'auto' }}>
              <div
                data-testid="time-rules"
                style={{ display: 'grid', gridTemplateColumns: GRID, gap: 8, minWidth: GRID_MIN_WIDTH }}
              >
                {headers.map(([key, h]) => (
                  <Typography.Text key={key} strong style={{ fontSize: 12 }}>
                    {h}
                  </Typography.Text>
                ))}
                {fields.map((f) => (
                  <Fragment key={f.key}>
                    {cell(
                      f.name,
                      'name',
                      <Input
                        aria-label={t('maintenance.rule.name')}
                        count={{ show: true, max: TIME_RULE_LIMITS.name }}
                        disabled={disabled}
                      />,
                      allNames,
                    )}
                    {cell(
                      f.name,
                      'type',
                      <Select
                        aria-label={t('maintenance.rule.type')}
                        options={ruleTypeOptions(i18n.language)}
                        disabled={disabled}
                      />,
                      [[...row(f.name), 'name']],
                    )}
                    {/* An interval rule needs one of the hours, calendar and landings intervals. */}
                    {cell(f.name, 'hc', hours(t('maintenance.rule.hc')), [
                      [...row(f.name), 'type'],
                      [...row(f.name), 'cc'],
                      [...row(f.name), 'lc'],
                    ])}
                    {cell(f.name, 'ho', hours(t('maintenance.rule.ho')))}
                    {cell(f.name, 'hw', hours(t('maintenance.rule.hw')))}
                    {cell(
                      f.name,
                      'cc',
                      <Input
                        aria-label={t('maintenance.rule.cc')}
                        placeholder={t('maintenance.rule.ccHint')}
                        disabled={disabled}
                      />,
                    )}
                    {cell(f.name, 'co', days(t('maintenance.rule.co')))}
                    {cell(f.name, 'cw', days(t('maintenance.rule.cw')))}
                    {cell(f.name, 'lc', landings(t('maintenance.rule.lc')), [[...row(f.name), 'type']])}
                    {cell(f.name, 'lo', landings(t('maintenance.rule.lo')))}
                    {cell(f.name, 'lw', landings(t('maintenance.rule.lw')))}
                    <Button
                      type="link"
                      danger
                      size="small"
                      aria-label={t('maintenance.rule.remove')}
                      disabled={disabled}
                      onClick={() => remove(f.name)}
                    >
                      {t('maintenance.delete')}
                    </Button>
                  </Fragment>
                ))}
              </div>
              {fields.length === 0 ? (
                <Typography.Text type="secondary">{t('maintenance.rule.none')}</Typography.Text>
              ) : null}
            </div>
            <Form.ErrorList errors={errors} />
            <Button
              type="dashed"
              onClick={() => add({ ...EMPTY_RULE })}
              disabled={disabled || fields.length >= TIME_RULE_LIMITS.rules}
              style={{ marginTop: 8 }}
            >
              + {t('maintenance.rule.add')}
            </Button>
          </>
        );
      }}
    </Form.List>
  );
}
