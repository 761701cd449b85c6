import { certTypes, type MaterialListRow, sourceTypes, toolKinds } from '@hangar/domain/contracts/materials';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';

// What the materials screens share: the labels of the code tables (certificate types, source types, tool kinds,
// yes / no), the packing text (materials document §9), and the tags of a material's state and of dates that
// warn within 30 days (calibration due, supplier approval) like certificates.

export type Option = { value: number; label: string };

export const certLabel = (t: TFunction, code: number | string | null | undefined): string =>
  code === null || code === undefined ? '' : t(`material.cert.${code}`, { defaultValue: String(code) });

export const certOptions = (t: TFunction): Option[] =>
  certTypes.map((value) => ({ value, label: certLabel(t, value) }));

export const sourceOptions = (t: TFunction): Option[] =>
  sourceTypes.map((value) => ({ value, label: t(`material.source.${value}`) }));

export const toolOptions = (t: TFunction): Option[] =>
  toolKinds.map((value) => ({ value, label: t(`material.toolKind.${value}`) }));

export const yesNoOptions = (t: TFunction): Option[] => [
  { value: 1, label: t('material.yes') },
  { value: 0, label: t('material.no') },
];

export const yesNo = (t: TFunction, value: number | null | undefined): string =>
  t(value ? 'material.yes' : 'material.no');

/**
 * The packing text (materials document §9): the count, the unit and the packing unit (`10 个/盒`), or single
 * when the count is 1 or not given.
 */
export function packingText(
  t: TFunction,
  row: Pick<MaterialListRow, 'packingCount' | 'unitName' | 'packingUnitName'>,
): string {
  const count = row.packingCount;
  if (count === null || count === undefined || count === 1) return t('material.packing.single');
  return t('material.packing.text', { count, unit: row.unitName ?? '', packingUnit: row.packingUnitName ?? '' });
}

/** A tag component: antd's, or a lighter one for cells repeated on every row (row-controls.tsx's LightTag). */
type TagLike = ComponentType<{ color?: 'green' | 'red'; children: ReactNode }>;

/** The approved / not approved and disabled tags of a material. */
export function stateTags(t: TFunction, row: { approved: number; disabled: number }, As: TagLike = Tag): ReactNode {
  return (
    <>
      {row.approved ? <As color="green">{t('material.tag.approved')}</As> : <As>{t('material.tag.notApproved')}</As>}
      {row.disabled ? <As color="red">{t('material.tag.disabled')}</As> : null}
    </>
  );
}
