import { maintainTypeLabels } from '@hangar/domain/contracts/maintenance';
import { RuleTypeLabels, TimerSource } from '@hangar/domain/due';
import type { TFunction } from 'i18next';

// The code tables of the maintenance screens as select options and labels, in the interface language. The
// labels of maintenance types and control modes live in @hangar/domain (one table for server and web).

export type Option = { value: number; label: string };

function isEnglish(lang: string): boolean {
  return lang.startsWith('en');
}

/** Maintenance types (model document §3), without the task dialog's 99. */
export function maintainTypeOptions(lang: string): Option[] {
  return Object.entries(maintainTypeLabels)
    .filter(([code]) => code !== '99')
    .map(([code, [zh, en]]) => ({ value: Number(code), label: isEnglish(lang) ? en : zh }));
}

export function maintainTypeLabel(lang: string, code: number): string {
  const pair = maintainTypeLabels[code];
  return pair ? (isEnglish(lang) ? pair[1] : pair[0]) : String(code);
}

/** Tag colour of a maintenance type (materials document §3: 1 blue, 2 orange, 3 and 4 green, others red). */
export function maintainTypeColor(code: number): 'blue' | 'orange' | 'green' | 'red' {
  if (code === 1) return 'blue';
  if (code === 2) return 'orange';
  if (code === 3 || code === 4) return 'green';
  return 'red';
}

/** Control modes of a time rule, in the editor's order. */
export function ruleTypeOptions(lang: string): Option[] {
  return RuleTypeLabels.map((r) => ({ value: r.code, label: isEnglish(lang) ? r.en : r.zh }));
}

export function ruleTypeLabel(lang: string, code: number): string {
  const found = RuleTypeLabels.find((r) => r.code === code);
  return found ? (isEnglish(lang) ? found.en : found.zh) : String(code);
}

export function timerSourceOptions(t: TFunction): Option[] {
  return Object.values(TimerSource).map((code) => ({ value: code, label: t(`maintenance.timerSource.${code}`) }));
}

export function timeAlignOptions(t: TFunction): Option[] {
  return [0, 1].map((code) => ({ value: code, label: t(`maintenance.timeAlign.${code}`) }));
}
