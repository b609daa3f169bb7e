import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { addressOf, navigate, type NavigationData, type View } from '@/lib/navigation/navigation.ts';

interface ViewLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick' | 'role'> {
  view: View;
  data?: NavigationData;
  /** What a plain click does in the app; `navigate(view, data)` unless said. */
  onFollow?: () => void;
}

/**
 * Whether a click on a link is the app's to follow: a plain one. With a modifier key or another button it is
 * the browser's (a new tab or window).
 */
export function isPlainClick(event: MouseEvent<Element>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to one of the app's views by its real address. Before the app has taken a server-drawn page over, a
 * tap follows it as any link (the server draws the next page too); with a modifier key or the middle button it
 * opens in a new tab; a plain click is the app's own navigation
 * (docs/decisions/096-views-as-real-links.md).
 */
export function ViewLink({ view, data = {}, onFollow, children, ...rest }: ViewLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (onFollow) onFollow();
    else navigate(view, data);
  };
  return (
    <a href={addressOf(view, data)} onClick={follow} {...rest}>
      {children}
    </a>
  );
}
