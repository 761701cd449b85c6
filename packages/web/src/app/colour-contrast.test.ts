import { theme as antTheme, type GlobalToken } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrastRatio, GRAPHIC_CONTRAST, TEXT_CONTRAST } from '../components/contrast';
import { STATUSES, statusColours, TAG_COLOURS, tagColours } from '../components/status-colours';
import { type ThemeName, themes } from './themes';

/** The grounds text and marks sit on: container, layout, popup, the warning and overdue row colours. */
function groundsOf(token: GlobalToken): string[] {
  return [token.colorBgContainer, token.colorBgLayout, token.colorBgElevated, token.colorWarningBg, token.colorErrorBg];
}

// WCAG 2.2 AA for the colour scheme (issue 31), computed from each theme's resolved antd tokens: text 4.5:1 and
// marks (borders, stripes, icons) 3:1 for every status colour on every ground it is used on, for antd's own text
// tokens (link, placeholder, descriptions) and for the tag presets. Today's themes (plain antd) fail it: antd's
// blue on white is 4.1:1, its placeholder 1.8:1, the warning text on its row 1.8:1.

const names: ThemeName[] = ['default', 'lightBlue', 'dark'];

interface Pair {
  what: string;
  fg: string;
  bg: string;
  min: number;
}

/** Every pair below its minimum, with its ratio. */
function failing(token: GlobalToken, pairs: Pair[]): string[] {
  return pairs
    .map((p) => ({ ...p, ratio: contrastRatio(p.fg, p.bg, token.colorBgContainer) }))
    .filter((p) => p.ratio < p.min)
    .map((p) => `${p.what}: ${p.fg} on ${p.bg} = ${p.ratio.toFixed(2)} < ${p.min}`);
}

function groundsNamed(token: GlobalToken): [string, string][] {
  const [container, layout, elevated, warningRow, overdueRow] = groundsOf(token) as [
    string,
    string,
    string,
    string,
    string,
  ];
  return [
    ['container', container],
    ['layout', layout],
    ['popup', elevated],
    ['warning row / row highlight', warningRow],
    ['overdue row', overdueRow],
  ];
}

describe.each(names)('the %s theme', (name) => {
  const token = antTheme.getDesignToken(themes[name]);
  const grounds = groundsNamed(token);

  it('gives every status text 4.5:1 and every status mark 3:1 on each ground and its own background', () => {
    const palette = statusColours(token);
    const pairs = STATUSES.flatMap((status) => {
      const c = palette[status];
      const on: [string, string][] = [...grounds, ['its own background', c.background]];
      return on.flatMap(([where, bg]) => [
        { what: `${status} text on ${where}`, fg: c.text, bg, min: TEXT_CONTRAST },
        { what: `${status} mark on ${where}`, fg: c.mark, bg, min: GRAPHIC_CONTRAST },
      ]);
    });
    expect(failing(token, pairs)).toEqual([]);
  });

  it("gives antd's text tokens 4.5:1 (link, primary, placeholder, descriptions, status texts)", () => {
    const texts = [
      'colorText',
      'colorTextSecondary',
      'colorTextTertiary',
      'colorTextDescription',
      'colorTextPlaceholder',
      'colorTextHeading',
      'colorLink',
      'colorInfoText',
      'colorErrorText',
      'colorWarningText',
      'colorSuccessText',
    ] as const;
    const pairs = texts.flatMap((key) =>
      grounds.map(([where, bg]) => ({ what: `${key} on ${where}`, fg: token[key], bg, min: TEXT_CONTRAST })),
    );
    // White text on the fills antd puts it on: primary and danger buttons, the selected dark menu item.
    // (Also hovered and pressed: the pointer rests on a button after a click.)
    for (const key of [
      'colorPrimary',
      'colorPrimaryHover',
      'colorPrimaryActive',
      'colorError',
      'colorErrorHover',
      'colorErrorActive',
    ] as const)
      pairs.push({ what: `white on ${key}`, fg: token.colorTextLightSolid, bg: token[key], min: TEXT_CONTRAST });
    // Primary as text (light themes: the open tab, the selected item, a link button); the dark theme writes
    // the link shade there instead (components.Tabs / Menu), checked as colorLink above.
    if (name !== 'dark')
      pairs.push({ what: 'colorPrimary on container', fg: token.colorPrimary, bg: token.colorBgContainer, min: 4.5 });
    // Graphics: warning and success icons and marks.
    for (const key of ['colorWarning', 'colorSuccess', 'colorError', 'colorPrimary'] as const)
      pairs.push({ what: `${key} mark`, fg: token[key], bg: token.colorBgContainer, min: GRAPHIC_CONTRAST });
    expect(failing(token, pairs)).toEqual([]);
  });

  it('gives every tag preset 4.5:1 text on its background and the grounds, and a 3:1 border', () => {
    const pairs = TAG_COLOURS.flatMap((colour) => {
      const c = tagColours(token, colour);
      return [
        { what: `${colour} tag text`, fg: c.text, bg: c.background, min: TEXT_CONTRAST },
        // A solid tag (status-colours.tsx) swaps them: the container colour on the text shade.
        { what: `${colour} solid tag`, fg: token.colorBgContainer, bg: c.text, min: TEXT_CONTRAST },
        ...grounds.flatMap(([where, bg]) => [
          { what: `${colour} tag text on ${where}`, fg: c.text, bg, min: TEXT_CONTRAST },
          { what: `${colour} tag border on ${where}`, fg: c.mark, bg, min: GRAPHIC_CONTRAST },
        ]),
      ];
    });
    expect(failing(token, pairs)).toEqual([]);
  });

  it('keeps the white header text readable on the header', () => {
    const header = themes[name].components?.Layout?.headerBg ?? '#001529';
    expect(contrastRatio(token.colorTextLightSolid, header)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});

describe('contrastRatio', () => {
  it("matches WCAG's published figures", () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // The figures: antd's blue on white, the warning figure on its row.
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
    expect(contrastRatio('#faad14', '#fffbe6')).toBeCloseTo(1.82, 1);
    // A translucent text over its ground: antd's placeholder (25 % black) on white.
    expect(contrastRatio('rgba(0, 0, 0, 0.25)', '#fff')).toBeCloseTo(1.83, 1);
  });
});
