import { act, cleanup, render, screen } from '@testing-library/preact';
import { hydrate } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TakenOverApart, takeOverInSlices, whenPartsTakenOver } from './takeover-slices.tsx';

const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

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

    await nextTask();
    await nextTask();
    onPress.mockClear();
    for (const button of root.querySelectorAll('button')) button.click();
    expect(onPress.mock.calls).toEqual([['page'], ['first'], ['second']]);
    expect(done).toHaveBeenCalledOnce();
    expect(root.innerHTML).toBe(DRAWN);
    expect([...root.querySelectorAll('button')]).toEqual(drawnButtons);
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
