import { Dropdown, type MenuProps } from 'antd';
import { type ComponentProps, useState } from 'react';

/*
 * Light controls for the cells of the maintenance lists, which show up to 200 (300) rows at once: an antd
 * Button, Tooltip or Dropdown in every cell costs about a millisecond per row on first render (style hooks,
 * wave effect, trigger), which kept the 200-row list from being interactive within 1.5 s
 * (docs/performance.md, "Maintenance list rendering"). These render plain elements styled like antd's
 * small link and text buttons, and tags like antd's.
 *
 *   <LinkButton aria-label="执行日期" onClick={open}>2025-12-13</LinkButton>
 *   <RowActions editLabel="编辑" canEdit={may.edit} onEdit={() => edit(row)} moreLabel="更多" menu={{ items, onClick }} />
 *   <RowControlsStyle />   // once per screen
 */

const css = `
.hangar-link-button { background: none; border: 0; padding: 0 4px; margin: 0; font: inherit; line-height: 1.5715;
  color: var(--ant-color-link, #1677ff); cursor: pointer; border-radius: 4px; }
.hangar-link-button:hover { color: var(--ant-color-link-hover, #69b1ff); }
.hangar-link-button:focus-visible { outline: 2px solid var(--ant-color-primary-border, #91caff); }
.hangar-link-button:disabled { color: var(--ant-color-text-disabled, rgba(0, 0, 0, 0.25)); cursor: not-allowed; }
.hangar-link-button.hangar-text-button { color: inherit; padding: 2px 6px; }
.hangar-link-button.hangar-danger-button:not(:disabled) { color: var(--ant-color-error, #ff4d4f); }
.hangar-link-button.hangar-danger-button:not(:disabled):hover { color: var(--ant-color-error-hover, #ff7875); }
.hangar-link-button.hangar-text-button:hover { background: var(--ant-color-bg-text-hover, rgba(0, 0, 0, 0.06)); }
.hangar-tag { display: inline-block; padding: 0 7px; font-size: 12px; line-height: 20px; white-space: nowrap;
  border: 1px solid var(--ant-color-border, #d9d9d9); border-radius: 4px; background: var(--ant-color-fill-quaternary, #fafafa);
  color: var(--ant-color-text, rgba(0, 0, 0, 0.88)); }
.hangar-tag[role='button'] { cursor: pointer; }
.hangar-tag-blue { color: var(--ant-blue-7, #0958d9); background: var(--ant-blue-1, #e6f4ff); border-color: var(--ant-blue-3, #91caff); }
.hangar-tag-green { color: var(--ant-green-7, #389e0d); background: var(--ant-green-1, #f6ffed); border-color: var(--ant-green-3, #b7eb8f); }
.hangar-tag-orange { color: var(--ant-orange-7, #d46b08); background: var(--ant-orange-1, #fff7e6); border-color: var(--ant-orange-3, #ffd591); }
.hangar-tag-red { color: var(--ant-red-7, #cf1322); background: var(--ant-red-1, #fff1f0); border-color: var(--ant-red-3, #ffa39e); }
.hangar-tag-gold { color: var(--ant-gold-7, #d48806); background: var(--ant-gold-1, #fffbe6); border-color: var(--ant-gold-3, #ffe58f); }
.hangar-tag-purple { color: var(--ant-purple-7, #531dab); background: var(--ant-purple-1, #f9f0ff); border-color: var(--ant-purple-3, #d3adf7); }
.hangar-tag-cyan { color: var(--ant-cyan-7, #08979c); background: var(--ant-cyan-1, #e6fffb); border-color: var(--ant-cyan-3, #87e8de); }
.hangar-tag-solid { color: #fff; border-color: transparent; background: var(--ant-color-text-secondary, rgba(0, 0, 0, 0.65)); }
.hangar-tag-solid.hangar-tag-blue { background: var(--ant-blue-6, #1677ff); }
.hangar-tag-solid.hangar-tag-green { background: var(--ant-green-6, #52c41a); }
.hangar-tag-solid.hangar-tag-orange { background: var(--ant-orange-6, #fa8c16); }
.hangar-tag-solid.hangar-tag-red { background: var(--ant-red-6, #f5222d); }
.hangar-row-actions { display: inline-flex; gap: 4px; white-space: nowrap; }
.hangar-inline { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 4px; }
`;

/** The styles of the classes below (one hoisted <style>, deduplicated by href). */
export function RowControlsStyle() {
  return (
    <style href="hangar-row-controls" precedence="default">
      {css}
    </style>
  );
}

/**
 * A small link-styled button; `text` gives a plain (text-coloured) one, e.g. a drag handle; `danger` a red one
 * (antd's danger link: grey when disabled).
 */
export function LinkButton({
  text = false,
  danger = false,
  className,
  ...props
}: ComponentProps<'button'> & { text?: boolean; danger?: boolean }) {
  const classes = [
    'hangar-link-button',
    text ? 'hangar-text-button' : '',
    danger ? 'hangar-danger-button' : '',
    className ?? '',
  ].filter(Boolean);
  return <button type="button" {...props} className={classes.join(' ')} />;
}

export interface RowActionsProps {
  editLabel: string;
  canEdit: boolean;
  onEdit(): void;
  moreLabel: string;
  menu: NonNullable<MenuProps>;
}

/**
 * A row's More link and menu. The antd Dropdown is mounted, open, by the first click on More (mouse or
 * keyboard), not with each of the page's rows; later clicks toggle it as usual.
 */
export function MoreMenu({ label, menu }: { label: string; menu: NonNullable<MenuProps> }) {
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  return armed ? (
    <Dropdown trigger={['click']} menu={menu} open={open} onOpenChange={setOpen}>
      <LinkButton aria-haspopup="menu" aria-expanded={open}>
        {label}
      </LinkButton>
    </Dropdown>
  ) : (
    <LinkButton
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => {
        setArmed(true);
        setOpen(true);
      }}
    >
      {label}
    </LinkButton>
  );
}

/** A row's Edit link and More menu (MoreMenu). */
export function RowActions({ editLabel, canEdit, onEdit, moreLabel, menu }: RowActionsProps) {
  return (
    <span className="hangar-row-actions">
      <LinkButton disabled={!canEdit} onClick={onEdit}>
        {editLabel}
      </LinkButton>
      <MoreMenu label={moreLabel} menu={menu} />
    </span>
  );
}

/** antd's presets the lists use (the solid variant: blue, green, orange and red). */
export type TagColor = 'blue' | 'green' | 'orange' | 'red' | 'gold' | 'purple' | 'cyan';

/** A tag like antd's (outlined, or `solid`) in one of the few colours the lists use; none = grey. */
export function LightTag({
  color,
  solid = false,
  className,
  ...props
}: ComponentProps<'span'> & { color?: TagColor | undefined; solid?: boolean }) {
  const classes = ['hangar-tag', color ? `hangar-tag-${color}` : '', solid ? 'hangar-tag-solid' : '', className ?? ''];
  return <span {...props} className={classes.filter(Boolean).join(' ')} />;
}
