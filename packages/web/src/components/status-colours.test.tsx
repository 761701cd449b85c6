import { render, screen, within } from '@testing-library/react';
import { theme as antTheme, ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import { themes } from '../app/themes';
import { StatusStyle, StatusTag, statusColours, statusCss } from './status-colours';
import { StatusFigure, StatusStatistic } from './status-figures';
import { renderWithProviders } from './test-utils';

// The status kit: a status is never shown by colour alone, and its colours are the current theme's tokens.

describe('status colours', () => {
  it('names a status by its text (tag) or by a named icon (figure, count above zero)', () => {
    renderWithProviders(
      <>
        <StatusTag status="warning">预警</StatusTag>
        <StatusFigure status="overdue">-12</StatusFigure>
        <StatusFigure status="fine">40</StatusFigure>
        <StatusStatistic title="超期项目" value={3} status="overdue" data-testid="some" />
        <StatusStatistic title="预警项目" value={0} status="warning" data-testid="none" />
      </>,
    );
    expect(screen.getByText('预警').getAttribute('data-status')).toBe('warning');
    expect(screen.getByText('预警').className).toContain('hangar-status-warning');
    expect(within(screen.getByText('-12')).getByRole('img', { name: '超期' })).toBeTruthy();
    expect(within(screen.getByText('40')).queryByRole('img')).toBeNull();
    expect(within(screen.getByTestId('some')).getByRole('img', { name: '超期' })).toBeTruthy();
    expect(screen.getByTestId('some').getAttribute('data-status')).toBe('overdue');
    // Nothing to flag at zero: neither icon nor colour.
    expect(within(screen.getByTestId('none')).queryByRole('img')).toBeNull();
    expect(screen.getByTestId('none').getAttribute('data-status')).toBeNull();
  });

  it("writes the current theme's status colours as CSS variables, and follows a theme switch", () => {
    const light = antTheme.getDesignToken(themes.default);
    const dark = antTheme.getDesignToken(themes.dark);
    // The dark theme's overdue text is a lighter red than the light theme's.
    expect(statusColours(dark).overdue.text).not.toBe(statusColours(light).overdue.text);
    const { container, rerender } = render(
      <ConfigProvider theme={themes.default}>
        <StatusStyle />
      </ConfigProvider>,
    );
    const css = () => container.querySelector('style')?.textContent ?? '';
    expect(css()).toContain(`--hangar-overdue-text: ${statusColours(light).overdue.text};`);
    expect(css()).toContain(`--hangar-warning-background: ${light.colorWarningBg};`);
    expect(css()).toContain('.hangar-status-overdue { color: var(--hangar-overdue-text)');
    rerender(
      <ConfigProvider theme={themes.dark}>
        <StatusStyle />
      </ConfigProvider>,
    );
    expect(css()).toBe(statusCss(dark));
    expect(css()).toContain(`--hangar-overdue-text: ${statusColours(dark).overdue.text};`);
  });
});
