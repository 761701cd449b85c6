import type { MaintainCtrlRow } from '@hangar/domain/contracts/maintenance';
import type { TFunction } from 'i18next';
import { chipText } from './RuleChips';

/*
 * The widest rule chip of a page of the maintenance list, in px, from the chips' text measured with the canvas's
 * text metrics in the chips' font (no layout): the chips column's least width, known before the rows' cells are
 * rendered (lazy-rows), so the column does not widen as rows get their cells. Undefined where the canvas cannot
 * measure (jsdom).
 */

/** The chip's font size and the px around its text (padding 7 and a 1 px border on each side: row-controls). */
const CHIP_FONT_PX = 12;
const CHIP_FRAME_PX = 16;

let context: CanvasRenderingContext2D | null | undefined;
const measured = new WeakMap<MaintainCtrlRow, { key: string; width: number }>();

export function widestChip(
  rows: readonly MaintainCtrlRow[],
  t: TFunction,
  language: string,
  fontFamily: string,
): number | undefined {
  if (context === undefined) {
    try {
      context = document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
  }
  const ctx = context;
  if (!ctx) return undefined;
  const font = `${CHIP_FONT_PX}px ${fontFamily}`;
  // The texts depend on the language: the measure of a row is kept per language and font.
  const key = `${language}|${font}`;
  let widest = 0;
  for (const row of rows) {
    let known = measured.get(row);
    if (known?.key !== key) {
      ctx.font = font;
      let width = 0;
      for (let i = 0; i < row.timerContent.length; i++)
        width = Math.max(width, ctx.measureText(chipText(row, i, t)).width);
      known = { key, width: Math.ceil(width) + CHIP_FRAME_PX + 1 };
      measured.set(row, known);
    }
    widest = Math.max(widest, known.width);
  }
  return widest || undefined;
}
