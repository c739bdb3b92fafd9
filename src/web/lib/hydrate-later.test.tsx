// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Fragment, h, hydrate, render, type ComponentChild } from 'preact';
import { useId, useState } from 'preact/compat';
import { adoptDrawnIds } from './adopt-drawn-ids.ts';
import { HydrateLater, hydrateInTurns } from './hydrate-later.tsx';
import { holdTapsUntilAlive } from './held-taps.ts';
import bootScript from '../../../public/boot.js?raw';

// The browser's build (Preact, docs/decisions/025) hydrating a page React drew: React marks what
// a Suspense boundary drew with <!--$--> … <!--/$-->. The module under test gets Preact's React
// layer, as the browser's build aliases it.
vi.mock('react', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/compat/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/compat/jsx-dev-runtime'));

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** A button that counts its clicks: it counts only once hydrated. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  const id = useId();
  return h('button', { id, onClick: () => setCount(count + 1) }, `${label} ${count}`);
}

/** The page's #root as the server drew it (by default, `app()`'s first render). */
const drawnPage = (
  html = '<header><button id="_R_1_">Menu 0</button></header>' +
    '<ul><li><!--$--><button id="_R_2_">Tee 0</button><!--/$--></li>' +
    '<li><!--$--><button id="_R_3_">Hoodie 0</button><!--/$--></li></ul>',
) => {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html;
  document.body.append(root);
  return root;
};

/** Hydrates `vnode` into the drawn `root` in turns, then lets the held taps go. */
async function comeAlive(
  root: HTMLElement,
  vnode: ComponentChild,
  release: (replay: boolean) => void,
) {
  let done: Promise<void> | undefined;
  adoptDrawnIds(root, () => (done = hydrateInTurns(() => hydrate(vnode, root))));
  await done;
  release(true);
}

/**
 * Runs public/boot.js as the browser does on a drawn page, up to the app's import: the timers
 * that would load the app are faked and dropped.
 */
function runBootScript() {
  const script = document.createElement('script');
  script.dataset.app = '/assets/main.js';
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  try {
    new Function(bootScript)();
  } finally {
    vi.useRealTimers();
  }
}

const app = () =>
  h(Fragment, null, [
    h('header', null, h(Counter, { label: 'Menu' })),
    h('ul', null, [
      h('li', null, h(HydrateLater, null, h(Counter, { label: 'Tee' }))),
      h('li', null, h(HydrateLater, null, h(Counter, { label: 'Hoodie' }))),
    ]),
  ]);

const button = (root: Element, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent!.startsWith(name))!;

describe('a drawn page hydrated in turns', () => {
  it('hydrates the parts after the first pass, each in a later task, keeping the drawn elements', async () => {
    const error = vi.spyOn(console, 'error');
    const root = drawnPage();
    const tee = button(root, 'Tee');
    let done: Promise<void> | undefined;
    adoptDrawnIds(root, () => (done = hydrateInTurns(() => hydrate(app(), root))));

    // After the first pass: the menu works, the cards are still the drawn HTML.
    button(root, 'Menu').click();
    await Promise.resolve();
    expect(button(root, 'Menu').textContent).toBe('Menu 1');
    tee.click();
    await Promise.resolve();
    expect(tee.textContent).toBe('Tee 0');

    await done;
    // Hydrated in place: the same element, now alive, with the browser's id.
    expect(button(root, 'Tee')).toBe(tee);
    tee.click();
    await vi.waitFor(() => expect(tee.textContent).toBe('Tee 1'));
    button(root, 'Hoodie').click();
    await vi.waitFor(() => expect(button(root, 'Hoodie').textContent).toBe('Hoodie 1'));
    expect(tee.id).not.toBe('_R_2_');
    expect(root.querySelectorAll('button')).toHaveLength(3);
    expect(error).not.toHaveBeenCalled();
  });

  it('gives a tap made before the page is alive to its button once it is, the last tap only', async () => {
    const root = drawnPage();
    const release = holdTapsUntilAlive(root);
    // Before anything hydrates: two taps on the menu and one on a card, all held.
    button(root, 'Menu').click();
    button(root, 'Menu').click();
    button(root, 'Hoodie').click();
    let done: Promise<void> | undefined;
    adoptDrawnIds(root, () => (done = hydrateInTurns(() => hydrate(app(), root))));
    button(root, 'Tee').click();
    expect(root.textContent).toBe('Menu 0Tee 0Hoodie 0');

    await done;
    release(true);
    await vi.waitFor(() => expect(button(root, 'Tee').textContent).toBe('Tee 1'));
    expect(root.textContent).toBe('Menu 0Tee 1Hoodie 0');
    // Alive: taps reach their buttons at once, none held.
    button(root, 'Menu').click();
    await vi.waitFor(() => expect(button(root, 'Menu').textContent).toBe('Menu 1'));
  });

  it("keeps a tap made before the app's code runs (the boot script holds it) for its button", async () => {
    const root = drawnPage();
    runBootScript();
    // The app's code is still on its way: a tap on the card is held, not lost.
    button(root, 'Menu').click();
    button(root, 'Tee').click();
    await comeAlive(root, app(), holdTapsUntilAlive(root));
    await vi.waitFor(() => expect(button(root, 'Tee').textContent).toBe('Tee 1'));
    expect(root.textContent).toBe('Menu 0Tee 1Hoodie 0');
    // The boot script let go when the app took over: taps reach their buttons at once.
    button(root, 'Hoodie').click();
    await vi.waitFor(() => expect(button(root, 'Hoodie').textContent).toBe('Hoodie 1'));
  });

  it('gives the app the value of a select changed before it was alive, then the held tap', async () => {
    /** A cart line's quantity and a button that says what it sees. */
    function Line() {
      const [quantity, setQuantity] = useState('1');
      const [said, setSaid] = useState('');
      return h(Fragment, null, [
        h(
          'select',
          {
            'aria-label': 'Qty',
            value: quantity,
            onChange: (e: Event) => setQuantity((e.target as HTMLSelectElement).value),
          },
          ['1', '2', '3'].map((q) => h('option', { value: q }, q)),
        ),
        h('button', { onClick: () => setSaid(`Checkout with ${quantity}`) }, said || 'Checkout'),
      ]);
    }
    const root = drawnPage(
      '<select aria-label="Qty"><option value="1" selected>1</option><option value="2">2</option>' +
        '<option value="3">3</option></select><button>Checkout</button>',
    );
    runBootScript();
    // Before the app's code: the quantity changed, then a tap on the button.
    const select = root.querySelector('select')!;
    select.value = '3';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    button(root, 'Checkout').click();
    await comeAlive(root, h(Line, null), holdTapsUntilAlive(root));
    await vi.waitFor(() => expect(button(root, 'Checkout').textContent).toBe('Checkout with 3'));
    expect(select.value).toBe('3');
  });

  it('leaves a form that works without the app (a GET form with its action) to the browser', () => {
    const root = drawnPage(
      '<form action="/shop" method="get"><input name="q" value="hoodie"><button>Search</button></form>' +
        '<form><button>Send</button></form>',
    );
    runBootScript();
    const sent: string[] = [];
    const onSubmit = (event: Event) => {
      sent.push((event.target as HTMLFormElement).getAttribute('action') ?? 'here');
      event.preventDefault();
    };
    document.addEventListener('submit', onSubmit);
    button(root, 'Search').click();
    button(root, 'Send').click();
    document.removeEventListener('submit', onSubmit);
    expect(sent).toEqual(['/shop']);
  });

  it('drops a held tap when the page is drawn anew instead of hydrated', async () => {
    const root = drawnPage();
    const release = holdTapsUntilAlive(root);
    button(root, 'Tee').click();
    render(app(), root);
    const tee = button(root, 'Tee');
    release(false);
    await Promise.resolve();
    expect(tee.textContent).toBe('Tee 0');
    tee.click();
    await vi.waitFor(() => expect(tee.textContent).toBe('Tee 1'));
  });

  it('says on the console when a part hydrated later does not match the drawn page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = document.createElement('div');
    root.innerHTML = '<ul><li><!--$--><p>Drawn</p><!--/$--></li></ul>';
    document.body.append(root);
    let done: Promise<void> | undefined;
    const app = h('ul', null, h('li', null, h(HydrateLater, null, h('section', null, 'App'))));
    adoptDrawnIds(root, () => (done = hydrateInTurns(() => hydrate(app, root))));
    expect(error).not.toHaveBeenCalled();
    await done;
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Hydration mismatch: .*<section>/));
  });

  it('renders at once outside a hydration (a page drawn in the browser, a later visit)', () => {
    const root = document.createElement('div');
    document.body.append(root);
    render(h(HydrateLater, null, h(Counter, { label: 'Tee' })), root);
    expect(root.textContent).toBe('Tee 0');
  });
});
