import { options } from 'preact';
import { Component, Suspense, type ReactNode } from 'react';

// Preact takes a drawn page over (hydrates it) in one pass: on browse, a task of about 100 ms on a fast
// machine and several times that on a phone, in which no tap is answered. A part wrapped in `TakenOverApart`
// is left as drawn in that pass and taken over in a task of its own right after, so the page is taken over in
// slices with the browser free between them (docs/performance.md, "The takeover in slices"). The parts' effects
// run in tasks of their own as well, a part's or two parts' at a time, where Preact would otherwise run every
// part's at the next frame, all in one task (docs/decisions/101-app-start-in-tasks-of-its-own.md).

let takingOver = false;
/** Parts left for a task of their own that have not been taken over yet. */
let partsWaiting = 0;
let whenAllTaken: (() => void)[] = [];

/** Runs `hydrate` (the app's takeover of a drawn page) so that the parts wrapped in `TakenOverApart` wait. */
export function takeOverInSlices(hydrate: () => void): void {
  const atNextFrame = options.requestAnimationFrame?.bind(options);
  options.requestAnimationFrame = runEffectsInATaskOfTheirOwn;
  takingOver = true;
  try {
    hydrate();
  } finally {
    takingOver = false;
    whenPartsTakenOver(() => (options.requestAnimationFrame = atNextFrame));
  }
}

// Preact calls this with its function that runs every effect waiting (hooks' `afterPaint`).
function runEffectsInATaskOfTheirOwn(runWaitingEffects: () => void): void {
  setTimeout(runWaitingEffects, 0);
}

/** Calls `callback` once every part left for a task of its own has been taken over (at once when none is left). */
export function whenPartsTakenOver(callback: () => void): void {
  if (partsWaiting === 0) callback();
  else whenAllTaken.push(callback);
}

function partTakenOver(): void {
  partsWaiting -= 1;
  if (partsWaiting > 0) return;
  const callbacks = whenAllTaken;
  whenAllTaken = [];
  for (const callback of callbacks) callback();
}

// Each part's task is asked for when the task of the part before it comes, so the effects that part's takeover
// queued run before the part after the next: asked for all at once, every part would come before any effect.
let partBefore: Promise<void> = Promise.resolve();
const nextTask = () => (partBefore = partBefore.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0))));

/**
 * Throws a promise the first time it is drawn in the takeover, which Preact's Suspense answers by keeping the
 * drawn markup and hydrating it when the promise settles: in the next task. A class, because Preact forgets a
 * component's hooks when its first render suspends, and this must remember that it waited.
 */
class WaitsForItsTask extends Component<{ children: ReactNode }> {
  private waits = takingOver;
  private counted = false;

  override render() {
    if (this.waits) {
      this.waits = false;
      this.counted = true;
      partsWaiting += 1;
      // Suspense's protocol: a thrown promise, not an error.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw nextTask();
    }
    return this.props.children;
  }

  override componentDidMount() {
    this.settle();
  }

  override componentDidUpdate() {
    this.settle();
  }

  override componentWillUnmount() {
    this.settle();
  }

  private settle() {
    if (!this.counted) return;
    this.counted = false;
    partTakenOver();
  }
}

/**
 * What it wraps is taken over in a task of its own when the app takes a drawn page over, and drawn as usual
 * otherwise. It must draw one element (Preact keeps a suspended part's first drawn node for it).
 */
export function TakenOverApart({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitsForItsTask>{children}</WaitsForItsTask>
    </Suspense>
  );
}
