// jsdom lacks a few browser APIs antd relies on (responsive observers, element resizing, pseudo-element
// styles). These stand-ins let components render in the 'web' test project; they change no behaviour under test.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* / waitFor wait on state up to this ceiling. Testing Library's 1 s default turned a dialog that takes
// longer to render on two loaded cores (npm test beside a build, helpers' runs) into a failure; the tests' own
// timeout (vitest.config.ts, 20 s) stays the outer bound.
configure({ asyncUtilTimeout: 10_000 });

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
}

// jsdom does not implement getComputedStyle for pseudo-elements (antd asks for ::-webkit-scrollbar).
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, _pseudo?: string | null) => computed(element);

afterEach(() => cleanup());

// The features' declarations (screens, reference lists, operation-log readers), as the app registers them.
import './app/modules';
// The interface strings the frame adds when it loads (i18n/frame-strings.ts), as in the signed-in app.
import { addFrameStrings } from './i18n/frame-strings';
import { initI18n } from './i18n/index';
// The app loads its language's strings before the first render (i18n/index.ts `loadLang`); the tests start with
// Chinese at hand.
import { strings as zhStrings } from './i18n/zh-CN';

initI18n('zh-CN', zhStrings);
addFrameStrings();
