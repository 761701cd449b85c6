import type { MaintainCtrlRow } from '@hangar/domain/contracts/maintenance';
import { isAlwaysInEffect, selectTimeItem } from '@hangar/domain/due';
import { App } from 'antd';
import type { TFunction } from 'i18next';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LightTag } from '../../components/row-controls';
import { ruleTypeLabel } from './codes';
import { intervalText, ruleDueText } from './display';

/*
 * The time rules of one control item as chips (materials document §2.4, §4 "Time item selection"): each shows
 * the rule's name and its due from `rulesDue` (expiry date and days left, expiry hours and hours left),
 * orange when it warns, red when overdue; the current rule is the checked chip. When `onSelect` is given,
 * clicking a chip chooses it as current through the domain's selectTimeItem: a fixed-date rule answers
 * 该项始终生效，无需选择, clicking the current rule again clears it only for types 3 and 4, otherwise
 * 该时控类型不能取消，只能切换到其他项; nothing is sent then. Without `onSelect` the chips are read-only text
 * (no button role, no aria-pressed; the current rule carries aria-current).
 *
 *   <RuleChips row={row} onSelect={(curTimeItem) => save(row, curTimeItem)} />
 */

export interface RuleChipsProps {
  row: Pick<MaintainCtrlRow, 'timerContent' | 'rulesDue' | 'curTimeItem' | 'expireDateSet'>;
  onSelect?: (curTimeItem: string | null) => void;
}

/** A chip's text: the rule's name and its due. */
export function chipText(row: RuleChipsProps['row'], index: number, t: TFunction): string {
  const rule = row.timerContent[index];
  const text = ruleDueText(rule, row.rulesDue[index], row.expireDateSet, t);
  return `${rule.name}${text ? `: ${text}` : ''}`;
}

export function RuleChips({ row, onSelect }: RuleChipsProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const click = (name: string) => {
    if (!onSelect) return;
    const answer = selectTimeItem(row.timerContent, row.curTimeItem, name);
    if (!answer.ok) {
      void message.warning(t(answer.message));
      return;
    }
    onSelect(answer.curTimeItem);
  };
  return (
    <span className="hangar-inline">
      {row.timerContent.map((rule, i) => {
        const due = row.rulesDue[i];
        const current = rule.name === row.curTimeItem;
        const color = due?.overdue
          ? 'red'
          : due?.warning
            ? 'orange'
            : due?.complied
              ? 'green'
              : current
                ? 'blue'
                : undefined;
        const tip = [
          ruleTypeLabel(i18n.language, rule.type),
          intervalText(rule),
          current ? t('maintenance.due.current') : isAlwaysInEffect(rule.type) ? t('maintenance.due.always') : '',
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <LightTag
            key={rule.name}
            title={tip}
            color={color}
            solid={current}
            data-rule={rule.name}
            data-state={due?.overdue ? 'overdue' : due?.warning ? 'warning' : due?.complied ? 'complied' : 'ok'}
            // The text wraps inside the list's chips column (PlaneMaintainList), which has a fixed width.
            style={{ whiteSpace: 'normal' }}
            // A chip that chooses is a toggle button (pressed = current); a read-only chip is plain text that
            // marks the current rule with aria-current (aria-pressed without a button role is invalid ARIA).
            {...(onSelect
              ? {
                  role: 'button',
                  tabIndex: 0,
                  'aria-pressed': current,
                  onClick: () => click(rule.name),
                  onKeyDown: (e: KeyboardEvent) => {
                    if (e.key === 'Enter' || e.key === ' ') click(rule.name);
                  },
                }
              : { 'aria-current': current ? ('true' as const) : undefined })}
          >
            {chipText(row, i, t)}
          </LightTag>
        );
      })}
    </span>
  );
}
