import {
  createReportSchema,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  type ReportReason,
} from '@phonekade/shared/reports/report.schemas';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { takeIntent, useNavigation } from '@/lib/navigation/navigation.ts';
import { toast } from '@/lib/toast.ts';
import { useReportState } from '../api/get-report-state.ts';
import { useReportListing } from '../api/report-listing.ts';

/**
 * 'Report this listing' for a signed-in person who is not its seller: a dialog with the five reasons
 * and details (needed for 'other'), then a thank-you; once reported, the page says so instead
 * (docs/decisions/064-listing-reports.md). Its own chunk, loaded for signed-in viewers only, so a
 * phone's first view does not load the validation library for it (docs/performance.md).
 */
export default function ReportListing({ phoneId }: { phoneId: string }) {
  const t = useT();
  const ids = useId();
  const state = useReportState(phoneId, true);
  const send = useReportListing(phoneId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  // Back from signing in to report: the dialog is open once it is known the person has not reported yet.
  const { data } = useNavigation();
  const invited = data.intent === 'report' && state.isSuccess && !state.data.reported;

  if (state.data?.reported || sent) {
    return (
      <p className="mt-4 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" data-testid="already-reported">
        {t('details.report.already')}
      </p>
    );
  }

  const close = () => {
    takeIntent('report');
    setOpen(false);
    setError('');
  };
  const submit = () => {
    const parsed = createReportSchema.safeParse({ reason, details });
    if (!parsed.success) {
      setError(reason ? t('details.report.detailsRequired') : t('details.report.reasonRequired'));
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: () => {
        setSent(true);
        close();
        toast.success(t('details.report.thanks'));
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 409) {
          setSent(true);
          close();
        }
        toast.error(errorMessage(failure));
      },
    });
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-4 text-sm font-semibold text-red-700 underline-offset-2 hover:underline"
      >
        {t('details.report.open')}
      </button>
      <Modal
        open={open || invited}
        title={t('details.report.title')}
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={send.isPending}>
              {t('details.report.cancel')}
            </Button>
            <Button variant="danger" onClick={submit} disabled={send.isPending}>
              {t('details.report.send')}
            </Button>
          </>
        }
      >
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800">{t('details.report.reasonLabel')}</legend>
          <div className="flex flex-col gap-1">
            {REPORT_REASONS.map((value) => (
              <label
                key={value}
                className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm ${reason === value ? 'border-red-400 bg-red-50' : 'border-slate-200 hover:bg-slate-50'}`}
              >
                <input
                  type="radio"
                  name={`${ids}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="h-4 w-4 accent-red-600"
                />
                {t(`details.report.reasons.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="mt-3 block text-sm">
          <span className="font-medium text-slate-800">{t('details.report.detailsLabel')}</span>
          <textarea
            value={details}
            maxLength={REPORT_DETAILS_MAX_LENGTH}
            rows={3}
            onChange={(event) => setDetails(event.currentTarget.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-emerald-600 focus:outline-none"
          />
        </label>
        {error ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </Modal>
    </>
  );
}
