import { deliveryFromFee } from '@phonekade/shared/constants/couriers';
import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { useReducer } from 'react';
import { useT } from '@/lib/i18n/i18n.ts';
import { authFlowReducer, initialAuthFlow } from './auth-flow.ts';
import { ForgotForm } from './components/forgot-form.tsx';
import { LoginForm } from './components/login-form.tsx';
import { RegisterForm } from './components/register-form.tsx';
import { ResetSuccess } from './components/reset-success.tsx';
import { VerifyForm } from './components/verify-form.tsx';

function BrandPanel() {
  const t = useT();
  const points = ['verified', 'island', 'secure'] as const;
  return (
    <aside className="relative hidden overflow-hidden rounded-l-3xl bg-gradient-to-br from-emerald-700 via-emerald-800 to-teal-900 p-10 text-white lg:flex lg:flex-col lg:justify-between lg:gap-10">
      <div aria-hidden className="absolute -top-24 -right-24 h-72 w-72 rounded-full bg-white/10" />
      <div aria-hidden className="absolute -bottom-20 -left-16 h-56 w-56 rounded-full bg-emerald-400/20" />
      <div className="relative">
        <p className="text-sm font-semibold tracking-widest text-emerald-200 uppercase">PhoneKade</p>
        <h2 className="mt-4 text-3xl leading-tight font-bold">{t('auth.brand.title')}</h2>
        <p className="mt-3 text-emerald-100">{t('auth.brand.subtitle')}</p>
      </div>
      <ul className="relative space-y-4">
        {points.map((point) => (
          <li key={point} className="flex items-start gap-3">
            <span
              aria-hidden
              className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-white/15 text-sm"
            >
              ✓
            </span>
            <span className="text-emerald-50">
              {t(`auth.brand.points.${point}`, point === 'island' ? { fee: formatLkr(deliveryFromFee()) } : {})}
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** Auth: five modes (login, register, forgot, verify, success). */
export function AuthView() {
  const [flow, dispatch] = useReducer(authFlowReducer, initialAuthFlow);

  let form;
  switch (flow.mode) {
    case 'login':
      form = (
        <LoginForm onRegister={() => dispatch({ type: 'toggle' })} onForgot={() => dispatch({ type: 'forgot' })} />
      );
      break;
    case 'register':
      form = <RegisterForm onLogin={() => dispatch({ type: 'toggle' })} />;
      break;
    case 'forgot':
      form = (
        <ForgotForm
          initialEmail={flow.resetEmail}
          onCodeSent={(email) => dispatch({ type: 'codeSent', email })}
          onLogin={() => dispatch({ type: 'toLogin' })}
        />
      );
      break;
    case 'verify':
      form = (
        <VerifyForm
          email={flow.resetEmail}
          onBack={() => dispatch({ type: 'backToForgot' })}
          onDone={() => dispatch({ type: 'resetDone' })}
        />
      );
      break;
    case 'success':
      form = <ResetSuccess onContinue={() => dispatch({ type: 'toLogin' })} />;
      break;
  }

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-12" data-auth-mode={flow.mode}>
      <div className="grid overflow-hidden rounded-3xl bg-white shadow-xl ring-1 ring-slate-200 lg:min-h-[36rem] lg:grid-cols-2">
        <BrandPanel />
        {/* Keyed by mode: switching modes clears the form and its messages. */}
        <div key={flow.mode} className="flex flex-col justify-center px-5 py-8 sm:px-10 sm:py-10">
          {form}
        </div>
      </div>
    </section>
  );
}
