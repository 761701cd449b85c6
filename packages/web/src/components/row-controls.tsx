import { Dropdown, type MenuProps } from 'antd';
import { type ComponentProps, useState } from 'react';

/*
 * Light controls for the cells of the maintenance lists, which show up to 200 (300) rows at once: an antd
 * Button, Tooltip or Dropdown in every cell costs about a millisecond per row on first render (style hooks,
 * wave effect, trigger), which kept the 200-row list from being interactive within 1.5 s
 * (docs/performance.md, "Maintenance list rendering"). These render plain elements styled like antd's
 * small link and text buttons, and tags like antd's (the tags' colours and classes are the theme's:
 * status-colours.tsx, StatusStyle).
 *
 *   <LinkButton aria-label="执行日期" onClick={open}>2025-12-13</LinkButton>
 *   <RowActions editLabel="编辑" canEdit={may.edit} onEdit={() => edit(row)} moreLabel="更多" menu={{ items, onClick }} />
 *   <RowControlsStyle />   // once per screen
 */

const css = `
.hangar-link-button { background: none; border: 0; padding: 0 4px; margin: 0; font: inherit; line-height: 1.5715;
  color: var(--hangar-link); cursor: pointer; border-radius: 4px; }
.hangar-link-button:hover { text-decoration: underline; }
.hangar-link-button:focus-visible { outline: 2px solid var(--hangar-link); }
.hangar-link-button:disabled { color: var(--hangar-text-disabled); cursor: not-allowed; text-decoration: none; }
.hangar-link-button.hangar-text-button { color: inherit; padding: 2px 6px; }
.hangar-link-button.hangar-danger-button:not(:disabled) { color: var(--hangar-overdue-text); }
.hangar-link-button.hangar-text-button:hover { background: var(--hangar-text-hover); text-decoration: none; }
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

/** antd's presets the lists use for categories (a status is a StatusTag). */
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
