import { theme as antTheme, type GlobalToken, type ThemeConfig } from 'antd';
import { contrastRatio, GRAPHIC_CONTRAST, TEXT_CONTRAST } from '../components/contrast';
import { TAG_COLOURS } from '../components/status-colours';

// The three themes of the user setting (default, lightBlue, dark) as antd theme configs, made readable (WCAG 2.2
// AA, issue 31): antd's own shades of its palettes, walked darker (lighter in the dark theme) until text reads
// at 4.5:1 and marks at 3:1 on every ground a screen puts them on — the container, the layout, a popup, a table
// row coloured as warning or overdue, and a tag's own light background. The status colours
// (components/status-colours.ts) are these tokens; app/colour-contrast.test.ts checks every pair.

type Tokens = NonNullable<ThemeConfig['token']>;
type Palette = (typeof TAG_COLOURS)[number];

/** The grounds text and marks sit on: container, layout, popup, the warning and overdue row colours. */
export function groundsOf(token: GlobalToken): string[] {
  return [token.colorBgContainer, token.colorBgLayout, token.colorBgElevated, token.colorWarningBg, token.colorErrorBg];
}

const SHADES = [3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * The first shade of an antd palette (from `from` on, darker in a light theme, lighter in the dark one) that
 * reaches `ratio` on every ground and on the palette's own light background (shade 1, a tag's).
 */
function readableShade(token: GlobalToken, palette: Palette, ratio: number, from: number): string {
  const shade = (n: number) => token[`${palette}${n}` as keyof GlobalToken] as string;
  const grounds = [...groundsOf(token), shade(1)];
  const base = token.colorBgContainer;
  for (const n of SHADES) {
    if (n < from) continue;
    if (grounds.every((ground) => contrastRatio(shade(n), ground, base) >= ratio)) return shade(n);
  }
  return shade(10);
}

/**
 * The readable tokens of a theme: text colours (status, link, placeholder, tertiary), marks (the status seeds,
 * used for icons and fills) and the tag presets (text shade 7 and border shade 3 of each palette).
 */
function readable(config: ThemeConfig, dark: boolean): ThemeConfig {
  const token = antTheme.getDesignToken(config);
  const text = (palette: Palette) => readableShade(token, palette, TEXT_CONTRAST, 6);
  const mark = (palette: Palette) => readableShade(token, palette, GRAPHIC_CONTRAST, 6);
  const tags: Tokens = {};
  for (const palette of TAG_COLOURS) {
    Object.assign(tags, {
      [`${palette}7`]: text(palette),
      [`${palette}3`]: readableShade(token, palette, GRAPHIC_CONTRAST, 3),
    });
  }
  // Faint text (placeholders, descriptions, statistic titles): antd's 25–45 % grey is 1.8–3.4:1; 56 % (light) and
  // 50 % (dark) read at 4.5:1 on the layout grey too. Disabled controls keep antd's colour (WCAG exempts them).
  const faint = dark ? 'rgba(255, 255, 255, 0.5)' : 'rgba(0, 0, 0, 0.56)';
  const status: Tokens = dark
    ? {
        // The dark algorithm's fills already carry white text; only the texts need lighter shades.
        colorLink: text('blue'),
        colorInfoText: text('blue'),
        // Danger buttons: the dark algorithm's #dc4446 under white text is 4.2:1; from antd's red 6 it makes a
        // darker red (5.2:1).
        colorError: antTheme.getDesignToken().red6,
        colorErrorText: text('red'),
        colorWarningText: text('gold'),
        colorSuccessText: text('green'),
      }
    : {
        // Primary, link and error fills carry white text, so their seed is a text shade too; warning and
        // success become marks (3:1) and keep antd's light backgrounds.
        colorPrimary: text('blue'),
        colorInfo: text('blue'),
        colorLink: text('blue'),
        colorError: text('red'),
        colorErrorBg: token.colorErrorBg,
        colorErrorBgHover: token.colorErrorBgHover,
        colorErrorBorder: token.colorErrorBorder,
        colorErrorBorderHover: token.colorErrorBorderHover,
        colorWarning: mark('gold'),
        colorWarningBg: token.colorWarningBg,
        colorWarningBgHover: token.colorWarningBgHover,
        colorWarningBorder: token.colorWarningBorder,
        colorWarningBorderHover: token.colorWarningBorderHover,
        colorWarningText: text('gold'),
        colorSuccess: mark('green'),
        colorSuccessBg: token.colorSuccessBg,
        colorSuccessBgHover: token.colorSuccessBgHover,
        colorSuccessBorder: token.colorSuccessBorder,
        colorSuccessBorderHover: token.colorSuccessBorderHover,
        colorSuccessText: text('green'),
      };
  const link = text('blue');
  return {
    ...config,
    token: {
      ...config.token,
      ...tags,
      ...status,
      colorTextPlaceholder: faint,
      colorTextTertiary: faint,
      colorTextDescription: faint,
    },
    components: {
      ...config.components,
      // Where antd writes the primary colour as text on the container (the open tab, the selected menu item of
      // a light menu): in the dark theme the fill shade is 3.6:1, so the text shade is used.
      ...(dark
        ? {
            Tabs: { itemSelectedColor: link, itemActiveColor: link, itemHoverColor: link, inkBarColor: link },
            Menu: { itemSelectedColor: link },
            Pagination: { itemActiveColor: link },
          }
        : {}),
    },
  };
}

export type ThemeName = 'default' | 'lightBlue' | 'dark';

// Light blue: the default palette on a blue layout, under a blue header (its own primary was antd 4's #1890ff,
// 3.2:1 under white text; the readable primary replaces it).
const lightBlue = readable({ algorithm: antTheme.defaultAlgorithm, token: { colorBgLayout: '#e6f4ff' } }, false);
const lightBlueHeader = lightBlue.token?.colorPrimary;

export const themes: Record<ThemeName, ThemeConfig> = {
  default: readable({ algorithm: antTheme.defaultAlgorithm }, false),
  lightBlue: {
    ...lightBlue,
    // The header and the folded sider's trigger in the (readable) primary blue: white text reads on it.
    components: {
      ...lightBlue.components,
      Layout: { headerBg: lightBlueHeader, siderBg: '#ffffff', triggerBg: lightBlueHeader },
    },
  },
  dark: readable({ algorithm: antTheme.darkAlgorithm }, true),
};
