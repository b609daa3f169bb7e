import type { ConversationSummary, MessageDto } from '@phonekade/shared/conversations/conversation.types';
import { useEffect, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { languageStore, useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { useSetBlocked } from '../api/block-user.ts';
import { useMessages } from '../api/get-messages.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { useSendMessage } from '../api/send-message.ts';
import { useStartConversation } from '../api/start-conversation.ts';
import { useLiveMessages } from '../use-live-messages.ts';
import { Composer } from './composer.tsx';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';

function SafetyNote() {
  const t = useT();
  return (
    <p
      role="note"
      data-testid="safety-note"
      className="mt-1 rounded-lg border border-amber-300 bg-amber-50 px-2 py-1 text-xs font-semibold text-amber-900"
    >
      ⚠ {t('messages.safetyNote')}
    </p>
  );
}

function MessageBubble({ message, mine }: { message: MessageDto; mine: boolean }) {
  const language = languageStore.use();
  const time = new Date(message.createdAt).toLocaleTimeString(language === 'en' ? 'en-LK' : `${language}-LK`, {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`} data-testid="message">
      <div className="max-w-[85%] sm:max-w-[70%]">
        <div
          className={`rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap ${mine ? 'bg-emerald-700 text-white' : 'bg-slate-100 text-slate-900'}`}
        >
          {message.text}
        </div>
        {message.safetyNote ? <SafetyNote /> : null}
        <p className={`mt-0.5 text-[11px] text-slate-500 ${mine ? 'text-right' : ''}`}>{time}</p>
      </div>
    </li>
  );
}

function ThreadHeader({
  title,
  subtitle,
  onBack,
  children,
}: {
  title: string;
  subtitle?: string;
  onBack: () => void;
  children?: React.ReactNode;
}) {
  const t = useT();
  return (
    <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-2">
      <button
        type="button"
        onClick={onBack}
        className="rounded-md px-2 py-2 text-sm font-medium text-emerald-800 hover:bg-emerald-50 md:hidden"
      >
        ← {t('messages.backToList')}
      </button>
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold text-slate-900">{title}</h2>
        {subtitle ? <p className="truncate text-xs text-slate-500">{subtitle}</p> : null}
      </div>
      {children}
    </header>
  );
}

/** One conversation: the thread (older pages on demand), block or unblock, and the composer. */
export function ConversationThread({
  conversationId,
  summary,
  myId,
  onBack,
}: {
  conversationId: string;
  summary: ConversationSummary | undefined;
  myId: string;
  onBack: () => void;
}) {
  const t = useT();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const thread = useMessages(conversationId);
  const send = useSendMessage(conversationId);
  const markRead = useMarkRead();
  const blocking = useSetBlocked();
  const bottom = useRef<HTMLDivElement>(null);
  const unread = summary?.unreadCount ?? 0;
  const { mutate: markAsRead } = markRead;

  // Open and visible: what arrives counts as read.
  useEffect(() => {
    if (unread > 0) markAsRead(conversationId);
  }, [unread, conversationId, markAsRead]);
  useLiveMessages((id) => {
    if (id === conversationId && document.visibilityState === 'visible') markAsRead(conversationId);
  });

  const messages = [...(thread.data?.pages ?? [])].reverse().flatMap((page) => page.messages);
  const newestId = messages[messages.length - 1]?.id;
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId]);

  const other = summary?.otherPerson;
  const toggleBlock = async () => {
    if (!other || !summary) return;
    const block = !summary.blockedByMe;
    if (
      block &&
      !(await confirm({
        message: t('messages.blockConfirm', { name: other.name }),
        confirmLabel: t('messages.block'),
        danger: true,
      }))
    )
      return;
    try {
      await blocking.mutateAsync({ userId: other.id, blocked: block });
      toast.success(t(block ? 'messages.blocked' : 'messages.unblocked', { name: other.name }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <div className="flex h-[calc(100dvh-4rem)] min-h-0 flex-col md:h-[70vh]">
      <ThreadHeader
        title={other?.name ?? ''}
        subtitle={summary ? t('messages.about', { title: summary.phone.title }) : undefined}
        onBack={onBack}
      >
        {summary ? (
          <button
            type="button"
            onClick={() => void toggleBlock()}
            disabled={blocking.isPending}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            {summary.blockedByMe ? t('messages.unblock') : t('messages.block')}
          </button>
        ) : null}
      </ThreadHeader>
      <div className="min-h-0 flex-1 overflow-y-auto px-3 py-3" aria-live="polite">
        {thread.hasNextPage ? (
          <div className="mb-3 text-center">
            <button
              type="button"
              onClick={() => void thread.fetchNextPage()}
              disabled={thread.isFetchingNextPage}
              className="rounded-lg px-3 py-1 text-sm font-medium text-emerald-800 hover:bg-emerald-50"
            >
              {t('messages.olderMessages')}
            </button>
          </div>
        ) : null}
        {thread.isPending ? (
          <Spinner label={t('messages.loading')} className="py-10" />
        ) : thread.isError ? (
          <p role="alert" className="text-center text-red-700">
            {errorMessage(thread.error)}
          </p>
        ) : (
          <ol className="space-y-2" aria-label={t('messages.title')}>
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} mine={message.senderId === myId} />
            ))}
          </ol>
        )}
        {summary && summary.phone.id === null ? (
          <p className="mt-3 text-center text-xs text-slate-500">{t('messages.deletedPhone')}</p>
        ) : null}
        <div ref={bottom} />
      </div>
      {summary?.closed ? (
        <p className="border-t border-slate-200 p-3 text-center text-sm text-slate-600">
          {t('messages.closedBlocked')}
        </p>
      ) : (
        <Composer onSend={(text) => send.mutateAsync(text)} />
      )}
      {confirmDialog}
    </div>
  );
}

/** The first message about a phone: sent, it becomes the conversation. */
export function NewConversation({
  phoneId,
  title,
  onStarted,
  onBack,
}: {
  phoneId: string;
  title: string | undefined;
  onStarted: (conversationId: string) => void;
  onBack: () => void;
}) {
  const t = useT();
  const start = useStartConversation();
  return (
    <div className="flex h-[calc(100dvh-4rem)] min-h-0 flex-col md:h-[70vh]">
      <ThreadHeader title={title ? t('messages.newAbout', { title }) : t('messages.messageSeller')} onBack={onBack} />
      <div className="flex-1 px-3 py-3">
        <SafetyNote />
      </div>
      <Composer
        onSend={async (text) => {
          const started = await start.mutateAsync({ phoneId, text });
          onStarted(started.conversation.id);
        }}
      />
    </div>
  );
}
