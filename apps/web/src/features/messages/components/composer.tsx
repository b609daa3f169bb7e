import { MESSAGE_MAX_LENGTH } from '@phonekade/shared/conversations/conversation.schemas';
import { useId, useState } from 'react';
import { errorMessage } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { composerState } from '../composer-rules.ts';

/** The text box under a thread: a counter to 2,000, Enter sends, Shift+Enter starts a new line. */
export function Composer({ onSend, disabled }: { onSend: (text: string) => Promise<unknown>; disabled?: boolean }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = composerState(text);

  const submit = async () => {
    if (!state.canSend || sending) return;
    setSending(true);
    setError(null);
    try {
      await onSend(text.trim());
      setText('');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    // On a narrow screen the chat assistant's round button sits at the bottom right: keep Send clear of it.
    <form
      className="border-t border-slate-200 p-3 pr-20 md:pr-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('messages.composer.label')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          value={text}
          disabled={disabled}
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH + 200}
          placeholder={t('messages.composer.placeholder')}
          aria-describedby={`${id}-counter`}
          aria-invalid={state.tooLong || undefined}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void submit();
            }
          }}
          className="min-h-11 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 text-base focus:border-emerald-600 focus:outline-none disabled:bg-slate-100"
        />
        <button
          type="submit"
          disabled={disabled || !state.canSend || sending}
          className="min-h-11 rounded-xl bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          {sending ? t('messages.composer.sending') : t('messages.composer.send')}
        </button>
      </div>
      <div className="mt-1 flex justify-between gap-2 text-xs">
        <span className="text-red-700" role={error || state.tooLong ? 'alert' : undefined}>
          {state.tooLong ? t('messages.composer.tooLong', { max: MESSAGE_MAX_LENGTH }) : error}
        </span>
        <span
          id={`${id}-counter`}
          data-testid="composer-counter"
          className={state.tooLong ? 'font-semibold text-red-700' : 'text-slate-500'}
        >
          {t('messages.composer.counter', { count: state.length, max: MESSAGE_MAX_LENGTH })}
        </span>
      </div>
    </form>
  );
}
