import type { ConversationSummary } from '@phonekade/shared/conversations/conversation.types';
import { Spinner } from '@/components/ui/spinner.tsx';
import { imageUrl } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { useNavigation } from '@/lib/navigation/navigation.ts';
import { useSessionUser } from '@/lib/session.ts';
import { useConversations } from './api/get-conversations.ts';
import { ConversationThread, NewConversation } from './components/conversation-thread.tsx';
import { useLiveMessages } from './use-live-messages.ts';

function phoneTitleOf(value: unknown): string | undefined {
  if (value && typeof value === 'object' && 'title' in value && typeof value.title === 'string') return value.title;
  return undefined;
}

function ConversationRow({
  conversation,
  selected,
  onOpen,
  myId,
}: {
  conversation: ConversationSummary;
  selected: boolean;
  onOpen: () => void;
  myId: string;
}) {
  const t = useT();
  const last = conversation.lastMessage;
  const preview = last ? (last.senderId === myId ? t('messages.you', { text: last.text }) : last.text) : '';
  const initial = conversation.otherPerson.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={selected ? 'true' : undefined}
        data-testid="conversation-row"
        className={`flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50 ${selected ? 'bg-emerald-50' : ''}`}
      >
        <span className="flex h-11 w-11 shrink-0 items-center justify-center overflow-hidden rounded-full bg-emerald-100 font-bold text-emerald-800">
          {conversation.phone.image ? (
            <img src={imageUrl(conversation.phone.image)} alt="" className="h-full w-full object-cover" />
          ) : (
            initial
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className="truncate font-semibold text-slate-900">{conversation.otherPerson.name}</span>
            {conversation.unreadCount > 0 ? (
              <span
                className="shrink-0 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-bold text-white"
                aria-label={t('messages.unreadCount', { count: conversation.unreadCount })}
              >
                {conversation.unreadCount}
              </span>
            ) : null}
          </span>
          <span className="block truncate text-xs text-slate-500">{conversation.phone.title}</span>
          <span
            className={`block truncate text-sm ${conversation.unreadCount > 0 ? 'font-semibold text-slate-900' : 'text-slate-600'}`}
          >
            {preview}
          </span>
        </span>
      </button>
    </li>
  );
}

/**
 * Messages: the reader's conversations beside the open one (on a phone, one or the other). Opened
 * with a phone id and no conversation yet, it starts one about that phone.
 */
export function MessagesView() {
  const t = useT();
  const user = useSessionUser();
  const { data, navigate } = useNavigation();
  const conversations = useConversations();
  useLiveMessages();
  const list = conversations.data?.conversations ?? [];

  const aboutPhone = data.phoneId ? list.find((c) => c.role === 'buyer' && c.phone.id === data.phoneId) : undefined;
  const openId = data.conversationId ?? aboutPhone?.id;
  const open = openId ? list.find((c) => c.id === openId) : undefined;
  const starting = !openId && data.phoneId && conversations.isSuccess ? data.phoneId : undefined;
  const showingThread = Boolean(openId || starting);

  if (!user) return null;
  return (
    <div className="mx-auto max-w-6xl px-0 py-0 sm:px-4 sm:py-6">
      <h1
        className={`px-4 pt-4 text-2xl font-bold text-slate-900 sm:px-0 sm:pt-0 ${showingThread ? 'hidden md:block' : ''}`}
      >
        {t('messages.title')}
      </h1>
      <div className="mt-0 grid min-h-[70vh] overflow-hidden border-slate-200 bg-white sm:mt-4 sm:rounded-2xl sm:border md:grid-cols-[20rem_1fr]">
        <section
          aria-label={t('messages.title')}
          className={`border-r border-slate-200 ${showingThread ? 'hidden md:block' : ''}`}
        >
          {conversations.isPending ? (
            <Spinner label={t('messages.loading')} className="py-16" />
          ) : conversations.isError ? (
            <div className="p-6 text-center" role="alert">
              <p className="text-slate-700">{t('messages.failed')}</p>
              <button
                type="button"
                onClick={() => void conversations.refetch()}
                className="mt-3 rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white"
              >
                {t('messages.retry')}
              </button>
            </div>
          ) : list.length === 0 ? (
            <p className="p-6 text-center text-slate-600">{t('messages.empty')}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {list.map((conversation) => (
                <ConversationRow
                  key={conversation.id}
                  conversation={conversation}
                  selected={conversation.id === openId}
                  myId={user.id}
                  onOpen={() => navigate('messages', { conversationId: conversation.id })}
                />
              ))}
            </ul>
          )}
        </section>
        <section className={showingThread ? 'flex min-w-0 flex-col' : 'hidden min-w-0 flex-col md:flex'}>
          {openId ? (
            <ConversationThread
              key={openId}
              conversationId={openId}
              summary={open}
              myId={user.id}
              onBack={() => navigate('messages')}
            />
          ) : starting ? (
            <NewConversation
              phoneId={starting}
              title={phoneTitleOf(data.phone)}
              onStarted={(id) => navigate('messages', { conversationId: id })}
              onBack={() => navigate('messages')}
            />
          ) : (
            <p className="m-auto p-6 text-slate-500">{t('messages.selectOne')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
