import { useT } from '@/lib/i18n/i18n.ts';
import { navigate } from '@/lib/navigation/navigation.ts';
import { useConversations } from '../api/get-conversations.ts';
import { useLiveMessages } from '../use-live-messages.ts';

/** The header's Messages button with the count of conversations that have unread messages. */
export function MessagesButton() {
  const t = useT();
  const conversations = useConversations();
  useLiveMessages();
  const unread = conversations.data?.unreadConversations ?? 0;
  return (
    <button
      type="button"
      onClick={() => navigate('messages')}
      className="relative rounded-md p-2 text-white hover:bg-emerald-600"
      aria-label={
        unread > 0 ? `${t('nav.messages')}, ${t('messages.unreadBadge', { count: unread })}` : t('nav.messages')
      }
    >
      <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
      </svg>
      {unread > 0 ? (
        <span
          data-testid="messages-badge"
          className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-400 px-1 text-xs font-bold text-slate-900"
        >
          {unread}
        </span>
      ) : null}
    </button>
  );
}
