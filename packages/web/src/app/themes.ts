import { theme as antTheme, type ThemeConfig } from 'antd';
import type { TAG_COLOURS } from '../components/status-colours';

// The three themes of the user setting (default, lightBlue, dark) as antd theme configs, made readable (WCAG 2.2
// AA, issue 31). Each override below is a shade of antd's own palette (named beside it): the first one, walking
// darker (lighter in the dark theme) from antd's choice, that reads at 4.5:1 as text or 3:1 as a mark on every
// ground a screen puts it on — the container, the layout, a popup, a table row coloured as warning (also the
// row highlight) or overdue, and a tag's own light background (shade 1). app/colour-contrast.test.ts computes
// every pair from the resolved tokens (`theme.getDesignToken`); the status colours
// (components/status-colours.tsx) are these tokens. The shades are named here rather than searched for at load,
// which keeps the sign-in page's JS within its budget.

type Tokens = NonNullable<ThemeConfig['token']>;
type Shade = `${(typeof TAG_COLOURS)[number]}${number}`;

/**
 * A theme's tokens from shades of antd's palettes (`gold9`: gold, shade 9, of the algorithm's palettes): each tag
 * preset's text (shade 7) and border (shade 3) from `[text, border]`, then the named tokens.
 */
function fromPalettes(
  algorithm: ThemeConfig['algorithm'],
  tags: Record<(typeof TAG_COLOURS)[number], [number, number]>,
  named: Record<string, Shade>,
  rest: Tokens,
): Tokens {
  const palette = antTheme.getDesignToken({ algorithm }) as unknown as Record<string, string>;
  const tokens: Record<string, string> = {};
  for (const [colour, [text, border]] of Object.entries(tags)) {
    // antd keeps each palette shade under two keys (`orange7`, `orange-7`) that become one CSS variable
    // (--ant-orange-7), written from whichever comes last: both are set, or the page keeps antd's shade although
    // getDesignToken reports ours.
    for (const sep of ['', '-']) {
      tokens[`${colour}${sep}7`] = palette[`${colour}${text}`] as string;
      tokens[`${colour}${sep}3`] = palette[`${colour}${border}`] as string;
    }
  }
  for (const [key, shade] of Object.entries(named)) tokens[key] = palette[shade] as string;
  return { ...tokens, ...rest };
}

/** antd's faint text (placeholder, description, tertiary: 25–45 %) is 1.8–3.4:1; these read at 4.5:1. */
const faint = (colour: string) => ({
  colorTextPlaceholder: colour,
  colorTextTertiary: colour,
  colorTextDescription: colour,
});

// Primary, link and error carry white text as fills, so their seed is a text shade; warning and success are
// marks with readable texts, their light backgrounds kept from antd's seeds (a darker seed derives muddy ones).
const lightTokens = fromPalettes(
  antTheme.defaultAlgorithm,
  { blue: [7, 6], green: [8, 7], orange: [8, 7], red: [7, 6], gold: [9, 8], purple: [7, 5], cyan: [8, 7] },
  {
    colorPrimary: 'blue7',
    // Hovered fills carry the same white text (antd derives a lighter blue, 4.2:1): darker on hover instead.
    colorPrimaryHover: 'blue8',
    colorInfo: 'blue7',
    colorLink: 'blue7',
    colorError: 'red7',
    colorErrorBg: 'red1',
    colorErrorBorder: 'red2',
    colorWarning: 'gold8',
    colorWarningBg: 'gold1',
    colorWarningBorder: 'gold3',
    colorWarningText: 'gold9',
    colorSuccess: 'green7',
    colorSuccessBg: 'green1',
    colorSuccessBorder: 'green3',
    colorSuccessText: 'green8',
  },
  faint('rgba(0, 0, 0, 0.56)'),
);

// The dark algorithm's fills already carry white text, except the error red (#dc4446, 4.2:1): from antd's red-6
// seed it derives a darker one (5.2:1). The texts take lighter shades (the dark palettes grow lighter).
const darkTokens = fromPalettes(
  antTheme.darkAlgorithm,
  { blue: [8, 6], green: [6, 5], orange: [6, 5], red: [8, 6], gold: [6, 5], purple: [8, 8], cyan: [6, 5] },
  {
    // Hovered fills carry white text (antd's lighter hover shades are 3.5–3.9:1): a darker shade instead.
    colorPrimaryHover: 'blue5',
    colorErrorHover: 'red5',
    colorLink: 'blue8',
    colorInfoText: 'blue8',
    colorErrorText: 'red8',
    colorWarningText: 'gold6',
    colorSuccessText: 'green6',
  },
  { colorError: '#f5222d', ...faint('rgba(255, 255, 255, 0.5)') },
);
/** The link's text shade in the dark theme (the fill shade, #1668dc, is 3.6:1 as text). */
const darkLink = darkTokens.colorLink;

export type ThemeName = 'default' | 'lightBlue' | 'dark';

/** Light blue: the default palette on a blue layout under a header in the readable primary blue. */
const lightBlueHeader = lightTokens.colorPrimary;

/** An empty table's or list's "no data" text is written in the disabled grey (1.8:1): it informs, so it reads. */
const emptyText = (colour: string) => ({
  Table: { colorTextDisabled: colour },
  Empty: { colorTextDisabled: colour },
});

export const themes: Record<ThemeName, ThemeConfig> = {
  default: {
    algorithm: antTheme.defaultAlgorithm,
    token: lightTokens,
    components: emptyText(lightTokens.colorTextDescription as string),
  },
  lightBlue: {
    algorithm: antTheme.defaultAlgorithm,
    token: { ...lightTokens, colorBgLayout: '#e6f4ff' },
    components: {
      ...emptyText(lightTokens.colorTextDescription as string),
      Layout: { headerBg: lightBlueHeader, siderBg: '#ffffff', triggerBg: lightBlueHeader },
    },
  },
  dark: {
    algorithm: antTheme.darkAlgorithm,
    token: darkTokens,
    // Where antd writes the primary colour as text (the open tab, the selected item, the current page): the
    // link's text shade.
    components: {
      ...emptyText(darkTokens.colorTextDescription as string),
      Tabs: { itemSelectedColor: darkLink, itemActiveColor: darkLink, itemHoverColor: darkLink, inkBarColor: darkLink },
      Menu: { itemSelectedColor: darkLink },
      Pagination: { itemActiveColor: darkLink },
    },
  },
};
