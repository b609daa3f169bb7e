import { cleanup, render, screen } from '@testing-library/preact';
import { hydrate, options } from 'preact';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { TakenOverApart, takeOverInSlices, whenPartsTakenOver } from './takeover-slices.tsx';

// Not in `act`: the takeover's own scheduling of renders and effects is what is tested.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Waits task after task until `check` holds, at most ten. */
async function tasksUntil(check: () => boolean): Promise<void> {
  for (let task = 0; task < 10 && !check(); task += 1) await nextTask();
}

/** A page as the server drew it: a button of the page's own and one in each of two parts. */
function Page({ onPress }: { onPress: (name: string) => void }) {
  return (
    <div>
      <button type="button" onClick={() => onPress('page')}>
        page
      </button>
      <TakenOverApart>
        <button type="button" onClick={() => onPress('first')}>
          first
        </button>
      </TakenOverApart>
      <TakenOverApart>
        <button type="button" onClick={() => onPress('second')}>
          second
        </button>
      </TakenOverApart>
    </div>
  );
}

const DRAWN =
  '<div><button type="button">page</button><button type="button">first</button><button type="button">second</button></div>';

function drawnPage(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = DRAWN;
  document.body.append(root);
  return root;
}

describe('takeOverInSlices', () => {
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
  });

  it('takes each part over in a later task, keeping the drawn nodes', async () => {
    const root = drawnPage();
    const drawnButtons = [...root.querySelectorAll('button')];
    const onPress = vi.fn();
    const done = vi.fn();

    takeOverInSlices(() => hydrate(<Page onPress={onPress} />, root));
    whenPartsTakenOver(done);
    for (const button of root.querySelectorAll('button')) button.click();
    // The page's own button answers at once; the parts are still as drawn.
    expect(onPress.mock.calls).toEqual([['page']]);
    expect(done).not.toHaveBeenCalled();

    const press = () => {
      onPress.mockClear();
      for (const button of root.querySelectorAll('button')) button.click();
      return onPress.mock.calls.map(([name]) => name as string);
    };
    // One part a task: the first answers while the second is still as drawn.
    await tasksUntil(() => press().includes('first'));
    expect(press()).toEqual(['page', 'first']);
    await tasksUntil(() => done.mock.calls.length > 0);
    expect(press()).toEqual(['page', 'first', 'second']);
    expect(root.innerHTML).toBe(DRAWN);
    expect([...root.querySelectorAll('button')]).toEqual(drawnButtons);
  });

  it("runs a part's effects in a task of their own before the parts after the next are taken over", async () => {
    const root = drawnPage();
    root.innerHTML = '<div><p>a</p><p>b</p><p>c</p></div>';
    const order: string[] = [];
    function Part({ name }: { name: string }) {
      order.push(`draw ${name}`);
      useEffect(() => void order.push(`effect ${name}`), [name]);
      return <p>{name}</p>;
    }
    const done = vi.fn();
    // A frame that comes late, as on a busy phone: Preact's own scheduling would run every effect after every part.
    const atFrame = options.requestAnimationFrame?.bind(options);
    options.requestAnimationFrame = (runEffects) => void setTimeout(runEffects, 200);
    onTestFinished(() => void (options.requestAnimationFrame = atFrame));

    takeOverInSlices(() =>
      hydrate(
        <div>
          {['a', 'b', 'c'].map((name) => (
            <TakenOverApart key={name}>
              <Part name={name} />
            </TakenOverApart>
          ))}
        </div>,
        root,
      ),
    );
    whenPartsTakenOver(done);
    await tasksUntil(() => done.mock.calls.length > 0);
    await tasksUntil(() => order.length === 6);

    expect(order.indexOf('effect a')).toBeLessThan(order.indexOf('draw c'));
    expect(order.filter((step) => step.startsWith('effect'))).toEqual(['effect a', 'effect b', 'effect c']);
    expect(root.innerHTML).toBe('<div><p>a</p><p>b</p><p>c</p></div>');
  });

  it('is told at once that the parts are taken over when none waits', () => {
    const done = vi.fn();
    whenPartsTakenOver(done);
    expect(done).toHaveBeenCalledOnce();
  });

  it('draws a part at once outside a takeover', () => {
    render(
      <TakenOverApart>
        <p>drawn now</p>
      </TakenOverApart>,
    );
    expect(screen.getByText('drawn now')).toBeTruthy();
  });
});
