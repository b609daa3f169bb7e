import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { imageUrl } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { navigate } from '@/lib/navigation/navigation.ts';
import { useSendChatMessage, type ChatMessage } from './api/send-chat-message.ts';
import { useLauncherTucked } from './launcher-clearance.ts';

const UNREAD_DOT_MS = 5000;

/** The assistant on every view: open/close, minimise, typing indicator, unread dot. */
export function ChatWidget() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [minimised, setMinimised] = useState(false);
  const [typing, setTyping] = useState(false);
  const [unread, setUnread] = useState(false);
  const [draft, setDraft] = useState('');
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { sender: 'bot', text: t('chat.greeting'), timestamp: new Date().toISOString(), greeting: true },
  ]);
  const list = useRef<HTMLDivElement>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const tucked = useLauncherTucked(launcher, !open);
  const sendChatMessage = useSendChatMessage();
  // The reply arrives after an await: read whether the panel is showing then, not when sending.
  const showingRef = useRef(false);
  useEffect(() => {
    showingRef.current = open && !minimised;
  }, [open, minimised]);

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages, typing, open, minimised]);

  useEffect(() => {
    if (!unread) return;
    const timer = setTimeout(() => setUnread(false), UNREAD_DOT_MS);
    return () => clearTimeout(timer);
  }, [unread]);

  async function send(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    // Empty or whitespace messages are not sent.
    if (!text || typing) return;
    const mine: ChatMessage = { sender: 'user', text, timestamp: new Date().toISOString() };
    const history = messages;
    setMessages((all) => [...all, mine]);
    setDraft('');
    setTyping(true);
    let answer: ChatMessage;
    try {
      answer = await sendChatMessage.mutateAsync({ message: text, history });
    } catch {
      answer = { sender: 'bot', text: t('chat.error'), timestamp: new Date().toISOString() };
    }
    setTyping(false);
    setMessages((all) => [...all, answer]);
    if (!showingRef.current) setUnread(true);
  }

  const go = (action: () => void) => {
    action();
    setMinimised(true);
  };

  if (!open) {
    return (
      <button
        ref={launcher}
        type="button"
        onClick={() => {
          setOpen(true);
          setMinimised(false);
          setUnread(false);
        }}
        data-testid="chat-launcher"
        data-tucked={tucked || undefined}
        // Over a link or button of the page it steps aside into a tab in the right margin.
        className={
          tucked
            ? 'fixed right-0 bottom-4 z-40 flex h-14 w-3.5 items-center justify-center rounded-l-lg bg-emerald-700 text-white shadow-lg hover:bg-emerald-800'
            : 'fixed right-4 bottom-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-emerald-700 text-white shadow-lg hover:bg-emerald-800'
        }
        aria-label={t('chat.open')}
      >
        <svg
          viewBox="0 0 24 24"
          className={tucked ? 'hidden' : 'h-7 w-7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden
        >
          <path d="M8 10h8M8 14h5m-9 6 2.5-3H18a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H6a3 3 0 0 0-3 3v7a3 3 0 0 0 1 2.2V20Z" />
        </svg>
        {unread ? (
          <span
            data-testid="chat-unread"
            className="absolute top-1 right-1 h-3 w-3 rounded-full bg-red-500 ring-2 ring-white"
          />
        ) : null}
      </button>
    );
  }

  return (
    <section
      aria-label={t('chat.title')}
      className={`fixed right-0 bottom-0 z-40 flex w-full flex-col overflow-hidden bg-white shadow-2xl sm:right-4 sm:bottom-4 sm:w-96 sm:rounded-2xl ${minimised ? 'h-14' : 'h-[70vh] sm:h-[32rem]'}`}
    >
      <header className="flex h-14 shrink-0 items-center gap-2 bg-emerald-700 px-4 text-white">
        <span className="h-2.5 w-2.5 rounded-full bg-green-300" aria-hidden />
        <p className="flex-1 font-semibold">{t('chat.title')}</p>
        <button
          type="button"
          onClick={() => setMinimised((m) => !m)}
          className="rounded p-1 hover:bg-emerald-600"
          aria-label={minimised ? t('chat.restore') : t('chat.minimise')}
        >
          {minimised ? '▴' : '▾'}
        </button>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="rounded p-1 hover:bg-emerald-600"
          aria-label={t('chat.close')}
        >
          ✕
        </button>
      </header>
      {minimised ? null : (
        <>
          <div ref={list} className="flex-1 space-y-3 overflow-y-auto bg-slate-50 p-4" aria-live="polite">
            {messages.map((message, index) => (
              <div key={index} className={`flex flex-col ${message.sender === 'user' ? 'items-end' : 'items-start'}`}>
                <p
                  className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-line ${message.sender === 'user' ? 'bg-emerald-700 text-white' : 'bg-white text-slate-800 shadow-sm ring-1 ring-slate-200'}`}
                >
                  {/* The greeting follows the language switch; answers stay in the language they came in. */}
                  {message.greeting ? t('chat.greeting') : message.text}
                </p>
                {message.phones?.length ? (
                  <div className="mt-2 w-full space-y-2">
                    {message.phones.map((phone) => (
                      <button
                        key={phone.id}
                        type="button"
                        onClick={() => go(() => navigate('details', { phoneId: phone.id, phone }))}
                        className="flex w-full items-center gap-3 rounded-xl bg-white p-2 text-left shadow-sm ring-1 ring-slate-200 hover:ring-emerald-500"
                      >
                        <img
                          src={imageUrl(phone.imageDetails[0]?.thumbUrl ?? phone.image)}
                          alt=""
                          width={48}
                          height={48}
                          className="h-12 w-12 rounded-lg object-cover"
                          loading="lazy"
                        />
                        <span className="flex-1 text-sm">
                          <span className="block font-medium text-slate-900">{phone.title}</span>
                          <span className="text-emerald-700">{formatLkr(phone.price)}</span>
                        </span>
                      </button>
                    ))}
                  </div>
                ) : null}
                {message.links?.length ? (
                  <div className="mt-2 flex flex-wrap gap-2">
                    {message.links.map((link) => (
                      <button
                        key={link.view}
                        type="button"
                        onClick={() => go(() => navigate(link.view))}
                        className="rounded-full border border-emerald-600 px-3 py-1 text-xs font-medium text-emerald-700 hover:bg-emerald-50"
                      >
                        {link.label}
                      </button>
                    ))}
                  </div>
                ) : null}
              </div>
            ))}
            {typing ? (
              <div
                className="flex items-center gap-1 rounded-2xl bg-white px-3 py-3 shadow-sm ring-1 ring-slate-200 w-16"
                aria-label={t('chat.typing')}
                role="status"
              >
                {[0, 150, 300].map((delay) => (
                  <span
                    key={delay}
                    className="h-2 w-2 animate-bounce rounded-full bg-slate-400"
                    style={{ animationDelay: `${delay}ms` }}
                  />
                ))}
              </div>
            ) : null}
          </div>
          <form onSubmit={send} className="flex gap-2 border-t border-slate-200 p-3">
            <input
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              placeholder={t('chat.placeholder')}
              aria-label={t('chat.placeholder')}
              maxLength={1000}
              className="flex-1 rounded-full border border-slate-300 px-4 py-2 text-sm focus:border-emerald-600 focus:outline-none"
            />
            <button
              type="submit"
              disabled={!draft.trim() || typing}
              className="rounded-full bg-emerald-700 px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
            >
              {t('chat.send')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
