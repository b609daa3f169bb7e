import { options, type VNode } from 'preact';

// React focuses an element drawn with `autoFocus` when it is mounted. Preact only writes the attribute, which a
// browser honours once per page, on load: a form or dialog opened later kept the focus on the button that
// opened it (docs/decisions/098-preact-runs-the-app.md). This gives such an element a ref that focuses it.

/** One function for every element, so Preact calls it when the element is mounted, not on each render. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** Makes `autoFocus` focus an element when it is mounted, as React does. Once, before the app renders. */
export function focusAutoFocusOnMount(): void {
  const previous = options.vnode?.bind(options);
  options.vnode = (vnode: VNode) => {
    const props = vnode.props as { autoFocus?: boolean };
    // An element's own ref is left alone: none of the app's autofocused elements has one.
    if (typeof vnode.type === 'string' && props.autoFocus && !vnode.ref) vnode.ref = focusOnMount;
    previous?.(vnode);
  };
}
