import { EDIT_FORM_SPEC_KEYS } from '@phonekade/shared/constants/catalog';
import {
  imageCountError,
  PHONE_ID_REQUIRED_MESSAGE,
  PHONE_MESSAGES,
  photoFieldIndex,
  updateListingSchema,
} from '@phonekade/shared/phones/phone.schemas';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { useState } from 'react';
import { useEditablePhone } from '@/api/phones/get-phone.ts';
import { phoneImages } from '@/components/phone/phone-display.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useFocusFirstError } from '@/lib/focus-first-error.ts';
import { localizeApiText, useT } from '@/lib/i18n/i18n.ts';
import { useNavigation } from '@/lib/navigation/navigation.ts';
import { toast } from '@/lib/toast.ts';
import { useDeleteListing } from './api/delete-listing.ts';
import { useUpdateListing } from './api/update-listing.ts';
import { ImagePicker, useNewImages } from './components/image-picker.tsx';
import { FairPriceWarning } from './components/fair-price-warning.tsx';
import { FormSection, ListingFormFields } from './components/listing-form-fields.tsx';
import { UploadingOverlay } from './components/uploading-overlay.tsx';
import { listingErrorMessage } from './listing-error-message.ts';
import { appendFields, fieldErrors, formFromListing, listingPayload, type FieldErrors } from './listing-form.ts';
import { useListingForm } from './use-listing-form.ts';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';

/** Edit listing: loads the seller's listing, then the seven-spec form with its images. */
export function EditPhoneView() {
  const t = useT();
  const { data, navigate } = useNavigation();
  const id = data.phoneId ?? '';
  const listing = useEditablePhone(id);
  const backToProfile = () => navigate('profile', { tab: 'listings' });

  if (id && listing.isPending) return <Spinner label={t('listings.edit.loading')} className="py-24" />;
  if (!id || listing.isError || !listing.data) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center" role="alert">
        <h1 className="text-2xl font-bold text-slate-900">{t('listings.edit.loadFailed')}</h1>
        <p className="mt-2 text-slate-600">{id ? listingErrorMessage(listing.error) : PHONE_ID_REQUIRED_MESSAGE}</p>
        <button
          type="button"
          onClick={backToProfile}
          className="mt-6 rounded-lg bg-emerald-700 px-5 py-2.5 font-semibold text-white hover:bg-emerald-800"
        >
          {t('listings.edit.backToProfile')}
        </button>
      </div>
    );
  }
  return <EditForm phone={listing.data} onDone={backToProfile} />;
}

function EditForm({ phone, onDone }: { phone: PhoneDto; onDone: () => void }) {
  const t = useT();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const updateListing = useUpdateListing();
  const deleteListing = useDeleteListing();
  const { form, errors, setErrors, change } = useListingForm(() => formFromListing(phone));
  const [kept, setKept] = useState(() =>
    phone.images.map((url, index) => ({
      id: `kept-${index}`,
      url,
      preview: phoneImages(phone)[index]?.thumbUrl ?? url,
    })),
  );
  const newImages = useNewImages(kept.length);
  const [imageError, setImageError] = useState<string | null>(null);
  const { ref: formRef, showErrors } = useFocusFirstError();
  const [busy, setBusy] = useState<'saving' | 'deleting' | null>(null);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const countProblem = imageCountError(kept.length + newImages.images.length, 'edit');
    setImageError(countProblem);
    const payload = listingPayload(form, EDIT_FORM_SPEC_KEYS, 'edit');
    const parsed = updateListingSchema.safeParse(payload);
    if (!parsed.success) setErrors(fieldErrors(parsed.error));
    const badPhotoLeft = newImages.images.some((image) => image.problem);
    if (countProblem || badPhotoLeft || !parsed.success) {
      showErrors();
      return;
    }

    const keptUrls = kept.map((image) => image.url);
    let body: FormData | Record<string, unknown>;
    if (newImages.images.length) {
      body = appendFields(new FormData(), payload);
      body.append('existingImages', JSON.stringify(keptUrls));
      for (const image of newImages.images) body.append('images', image.file, image.file.name);
    } else {
      body = { ...payload, images: keptUrls };
    }
    setBusy('saving');
    try {
      await updateListing.mutateAsync({ id: phone.id, body });
      toast.success(localizeApiText(PHONE_MESSAGES.updateSuccess));
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.details) {
        const details: FieldErrors = { ...error.details };
        // A refused photo is marked on its preview; the others stay picked.
        if (newImages.markProblems(error.details)) {
          for (const key of Object.keys(details))
            if (key === 'images' || photoFieldIndex(key) !== null) delete details[key];
        }
        setErrors(details);
        showErrors();
      } else {
        toast.error(listingErrorMessage(error));
      }
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (busy) return;
    const ok = await confirm({
      message: t('listings.confirmDelete', { title: phone.title }),
      confirmLabel: t('listings.delete'),
      danger: true,
    });
    if (!ok) return;
    setBusy('deleting');
    try {
      await deleteListing.mutateAsync(phone.id);
      toast.success(t('listings.deleted'));
      onDone();
    } catch (error) {
      toast.error(listingErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const shown = [
    ...kept.map((image) => ({ id: image.id, preview: image.preview, existing: true })),
    ...newImages.images.map((image) => ({
      id: image.id,
      preview: image.preview,
      existing: false,
      problem: image.problem,
    })),
  ];

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('listings.edit.title')}</h1>
          <p className="mt-1 text-slate-600">{t('listings.edit.subtitle')}</p>
        </div>
      </div>
      {phone.status === 'rejected' && (phone.rejectionReason || phone.adminNotes) ? (
        <div className="mt-4 rounded-xl border border-rose-200 bg-rose-50 p-4 text-sm text-rose-800">
          <p className="font-semibold">{t('listings.card.rejectionReason')}</p>
          <p>{phone.rejectionReason ?? phone.adminNotes}</p>
        </div>
      ) : null}

      <form ref={formRef} onSubmit={(event) => void save(event)} noValidate className="mt-6 space-y-6">
        <FormSection title={t('listings.images.title')} subtitle={t('listings.images.subtitle')}>
          <ImagePicker
            images={shown}
            onFiles={(files) => {
              newImages.add(files);
              setImageError(null);
            }}
            onRemove={(imageId) => {
              setImageError(null);
              if (imageId.startsWith('kept-')) setKept((current) => current.filter((image) => image.id !== imageId));
              else newImages.remove(imageId);
            }}
            error={imageError ?? errors.images}
            rejected={newImages.rejected}
          />
        </FormSection>

        <ListingFormFields
          form={form}
          errors={errors}
          onChange={change}
          specKeys={EDIT_FORM_SPEC_KEYS}
          conditionRequired
          priceHint={
            <FairPriceWarning brand={form.brand} title={form.title} storage={form.specs.storage} price={form.price} />
          }
        />

        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap gap-3 border-t pr-20 border-slate-200 bg-white/95 px-4 py-4 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0 sm:pr-0">
          <button
            type="button"
            onClick={() => void remove()}
            disabled={busy !== null}
            className="rounded-xl border border-red-300 bg-white px-5 py-3 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
          >
            {busy === 'deleting' ? t('listings.deleting') : t('listings.delete')}
          </button>
          <button
            type="button"
            onClick={onDone}
            className="ml-auto rounded-xl border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-700 hover:bg-slate-50"
          >
            {t('listings.cancel')}
          </button>
          <button
            type="submit"
            disabled={busy !== null}
            className="rounded-xl bg-emerald-700 px-6 py-3 font-semibold text-white shadow hover:bg-emerald-800 disabled:opacity-60"
          >
            {t('listings.edit.submit')}
          </button>
        </div>
      </form>
      {busy === 'saving' ? <UploadingOverlay /> : null}
      {confirmDialog}
    </div>
  );
}
