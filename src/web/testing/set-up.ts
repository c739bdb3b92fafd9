import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { fillJsdomGaps } from './jsdom-gaps.ts';

/**
 * The hooks of a web test file that renders pages and stubs globals: after each test the page is
 * unmounted, spies restored and stubbed globals (fetch, the jsdom gaps) undone, so no test sees
 * another's. With `jsdomGaps`, what jsdom lacks is filled before each test (jsdom-gaps.ts).
 */
export function setUpEachTest({ jsdomGaps = false }: { jsdomGaps?: boolean } = {}): void {
  if (jsdomGaps) beforeEach(fillJsdomGaps);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}
