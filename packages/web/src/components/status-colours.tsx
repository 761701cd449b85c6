import { type GlobalToken, theme } from 'antd';
import type { ComponentProps, ReactNode } from 'react';

/*
 * The status colours of the domain, defined once (issue 31): overdue (red), warning (amber), due soon (orange),
 * fine (green) and closed (grey), each a text colour, a light background and a mark (borders, stripes, icons),
 * all of them antd tokens of the current theme — the themes (app/themes.ts) make those tokens readable (text
 * 4.5:1, marks 3:1 on the container, the layout, the coloured rows and their own background;
 * app/colour-contrast.test.ts). Screens use these instead of their own colours, and never colour alone:
 *
 *   <StatusTag status="overdue">超期</StatusTag>             // a tag: its text names the status
 *   <StatusFigure status="warning">12.5</StatusFigure>      // a coloured figure with the status's icon (named;
 *   <StatusStatistic status="overdue" value={3} … />         //   status-figures.tsx, which the sign-in page
 *   statusColours(token).warning.text                       //   does not load)
 *
 * <StatusStyle /> (in the frame's providers) writes them as CSS variables with the tag classes, so the light list
 * cells (row-controls.tsx) need no hook per cell and follow a theme switch.
 */

export const STATUSES = ['overdue', 'warning', 'dueSoon', 'fine', 'closed'] as const;
export type Status = (typeof STATUSES)[number];

/** antd's tag presets the screens use (category tags: maintenance types, record kinds…). */
export const TAG_COLOURS = ['blue', 'green', 'orange', 'red', 'gold', 'purple', 'cyan'] as const;
export type TagColour = (typeof TAG_COLOURS)[number];

export interface StatusColour {
  /** Text (and a figure) on the container, the layout, the coloured rows or `background`. */
  text: string;
  /** The status's light background (a tag's, a row's). */
  background: string;
  /** Borders, stripes and icons (3:1). */
  mark: string;
}

export function statusColours(token: GlobalToken): Record<Status, StatusColour> {
  return {
    overdue: { text: token.colorErrorText, background: token.colorErrorBg, mark: token.colorError },
    warning: { text: token.colorWarningText, background: token.colorWarningBg, mark: token.colorWarning },
    dueSoon: { text: token.orange7, background: token.orange1, mark: token.orange3 },
    fine: { text: token.colorSuccessText, background: token.colorSuccessBg, mark: token.colorSuccess },
    closed: { text: token.colorTextSecondary, background: token.colorFillQuaternary, mark: token.colorTextTertiary },
  };
}

/** A tag preset's colours (text shade 7, background 1, border 3 — readable by the theme). */
export function tagColours(token: GlobalToken, colour: TagColour): StatusColour {
  const shade = (n: number) => token[`${colour}${n}` as keyof GlobalToken] as string;
  return { text: shade(7), background: shade(1), mark: shade(3) };
}

export function useStatusColours(): Record<Status, StatusColour> {
  return statusColours(theme.useToken().token);
}

const cssVar = (name: string, part: keyof StatusColour) => `--hangar-${name}-${part}`;

/** The CSS of the statuses and tags for a theme's tokens (variables on :root, then the classes). */
export function statusCss(token: GlobalToken): string {
  const palette: [string, StatusColour][] = [
    ...Object.entries(statusColours(token)),
    ...TAG_COLOURS.map((c): [string, StatusColour] => [`tag-${c}`, tagColours(token, c)]),
  ];
  const vars = palette
    .flatMap(([name, c]) => (['text', 'background', 'mark'] as const).map((p) => `${cssVar(name, p)}: ${c[p]};`))
    .join(' ');
  const classes = palette.map(([name]) => {
    const cls = name.startsWith('tag-') ? `.hangar-${name}` : `.hangar-status-${name}`;
    return `${cls} { color: var(${cssVar(name, 'text')}); background: var(${cssVar(name, 'background')}); border-color: var(${cssVar(name, 'mark')}); }
.hangar-tag-solid${cls} { color: ${token.colorBgContainer}; background: var(${cssVar(name, 'text')}); border-color: transparent; }
.hangar-figure-${name} { color: var(${cssVar(name, 'text')}); }`;
  });
  // The light controls' colours (row-controls.tsx) beside them.
  const kit = `--hangar-link: ${token.colorLink}; --hangar-text-disabled: ${token.colorTextDisabled}; --hangar-text-hover: ${token.colorBgTextHover};`;
  return `:root { ${vars} ${kit} }
.hangar-tag { display: inline-block; padding: 0 7px; font-size: 12px; line-height: 20px; white-space: nowrap;
  border: 1px solid ${token.colorBorder}; border-radius: 4px; background: ${token.colorFillQuaternary};
  color: ${token.colorText}; }
.hangar-tag[role='button'] { cursor: pointer; }
.hangar-tag .anticon { margin-inline-end: 4px; }
.hangar-tag-solid { color: ${token.colorBgContainer}; border-color: transparent; background: ${token.colorTextSecondary}; }
.hangar-figure { display: inline-flex; align-items: center; gap: 4px; }
${classes.join('\n')}`;
}

/** The status and tag CSS of the current theme (once, in the frame's providers; rewritten on a theme switch). */
export function StatusStyle() {
  const { token } = theme.useToken();
  return <style data-hangar="status-colours">{statusCss(token)}</style>;
}

/** A tag in a status's colours; its text names the status (never the colour alone). */
export function StatusTag({
  status,
  className,
  ...props
}: ComponentProps<'span'> & { status: Status; children: ReactNode }) {
  return (
    <span
      data-status={status}
      {...props}
      className={['hangar-tag', `hangar-status-${status}`, className].filter(Boolean).join(' ')}
    />
  );
}
