import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../components/test-utils';
import { lazyScreen } from './lazy-screen';
import { ScreenBoundary } from './ScreenBoundary';

function Hello() {
  return <p>hello screen</p>;
}

describe('lazy screens', () => {
  it('render once their chunk has loaded', async () => {
    const Screen = lazyScreen(async () => ({ default: Hello }));
    renderWithProviders(
      <ScreenBoundary>
        <Suspense fallback="loading">
          <Screen />
        </Suspense>
      </ScreenBoundary>,
    );
    expect(await screen.findByText('hello screen')).toBeTruthy();
  });

  it('give up after the time-out and offer a reload instead of a blank page', async () => {
    const Screen = lazyScreen(() => new Promise<{ default: typeof Hello }>(() => {}), 30);
    renderWithProviders(
      <ScreenBoundary>
        <Suspense fallback="loading">
          <Screen />
        </Suspense>
      </ScreenBoundary>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('页面加载失败，请检查网络后重新加载')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });
});
