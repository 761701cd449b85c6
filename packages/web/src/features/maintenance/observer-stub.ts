import { act } from '@testing-library/react';
import { vi } from 'vitest';

// An IntersectionObserver for the component tests of lists whose rows render in steps (lazy-rows.tsx): jsdom has
// none, so the tests drive it by hand.

/** The observers made since the last stubObserver(). */
const observers: { callback: IntersectionObserverCallback; watched: Set<Element> }[] = [];

class FakeObserver {
  watched = new Set<Element>();
  constructor(callback: IntersectionObserverCallback) {
    observers.push({ callback, watched: this.watched });
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
}

/** Installs the fake observer (undone by vi.unstubAllGlobals()). */
export function stubObserver() {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
}

/** Tells the observers watching `element` that it came near the view. */
export function near(element: Element) {
  for (const o of observers) {
    if (!o.watched.has(element)) continue;
    const entry = { target: element, isIntersecting: true } as unknown as IntersectionObserverEntry;
    act(() => o.callback([entry], {} as IntersectionObserver));
  }
}
