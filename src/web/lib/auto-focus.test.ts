// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { h, render } from 'preact';
import { focusAutoFocusOnMount } from './auto-focus.ts';

describe("React's autoFocus in the browser build (Preact)", () => {
  it('focuses a field added after the first render, once', async () => {
    focusAutoFocusOnMount();
    const root = document.createElement('div');
    document.body.append(root);
    render(h('button', null, 'Open'), root);
    root.querySelector('button')!.focus();

    render(h('div', null, [h('input', { autoFocus: true, 'aria-label': 'Quantity' })]), root);
    await Promise.resolve();
    const field = root.querySelector('input')!;
    expect(document.activeElement).toBe(field);

    // A re-render of the same field leaves the focus where the visitor put it.
    const other = document.createElement('button');
    document.body.append(other);
    other.focus();
    render(
      h('div', null, [h('input', { autoFocus: true, 'aria-label': 'Quantity', value: '2' })]),
      root,
    );
    await Promise.resolve();
    expect(document.activeElement).toBe(other);
  });
});
