// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Fragment, h, hydrate } from 'preact';
import { lazy, Suspense } from 'preact/compat';
import { adoptDrawnIds } from './adopt-drawn-ids.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('hydrating a page React drew, in the browser build (Preact)', () => {
  it("gives the drawn elements the browser's ids, so what is drawn later names them", () => {
    const root = document.createElement('div');
    root.innerHTML = '<label for="_R_1_">Size</label><input id="_R_1_" aria-describedby="_R_2_">';
    document.body.append(root);
    const error = vi.spyOn(console, 'error');
    const label = root.querySelector('label');
    const tree = h(Fragment, null, [
      h('label', { htmlFor: 'P0-1' }, 'Size'),
      h('input', { id: 'P0-1', 'aria-describedby': 'P0-2' }),
    ]);
    adoptDrawnIds(root, () => hydrate(tree, root));
    expect(error).not.toHaveBeenCalled();
    // The drawn elements are kept (hydrated, not drawn anew), with the browser's ids.
    expect(root.querySelector('label')).toBe(label);
    expect(root.querySelector('label')!.getAttribute('for')).toBe('P0-1');
    expect(root.querySelector('input')!.id).toBe('P0-1');
    expect(root.querySelector('input')!.getAttribute('aria-describedby')).toBe('P0-2');
  });

  it("keeps what follows a lazy part still loading, inside React's Suspense markers", async () => {
    const error = vi.spyOn(console, 'error');
    const root = document.createElement('div');
    root.innerHTML = '<div><!--$--><!--/$--><ul><li>Tee</li></ul></div>';
    document.body.append(root);
    const list = root.querySelector('ul');
    const Later = lazy(() => new Promise<{ default: () => null }>(() => {}));
    adoptDrawnIds(root, () =>
      hydrate(
        h('div', null, [
          h(Suspense, { fallback: null }, h(Later, null)),
          h('ul', null, h('li', null, 'Tee')),
        ]),
        root,
      ),
    );
    expect(error).not.toHaveBeenCalled();
    expect(root.querySelectorAll('ul')).toHaveLength(1);
    expect(root.querySelector('ul')).toBe(list);
  });

  it('says on the console when the drawn page lacks an element the app renders', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = document.createElement('div');
    root.innerHTML = '<p>Drawn</p>';
    document.body.append(root);
    adoptDrawnIds(root, () => hydrate(h('section', null, 'App'), root));
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Hydration mismatch: .*<section>/));
  });
});
