import { LISTING_SPEC_KEYS } from '@phonekade/shared/constants/catalog';
import { TIMINGS } from '@phonekade/shared/constants/limits';
import {
  createListingSchema,
  FILL_REQUIRED_FIELDS_MESSAGE,
  imageCountError,
  PHONE_MESSAGES,
  photoFieldIndex,
} from '@phonekade/shared/phones/phone.schemas';
import { useState } from 'react';
import { Icon } from '@/components/phone/icons.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useFocusFirstError } from '@/lib/focus-first-error.ts';
import { localizeApiText, useT } from '@/lib/i18n/i18n.ts';
import { useNavigation } from '@/lib/navigation/navigation.ts';
import { useSessionUser } from '@/lib/session.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateListing } from './api/create-listing.ts';
import { ImagePicker, useNewImages } from './components/image-picker.tsx';
import { FormSection, ListingFormFields } from './components/listing-form-fields.tsx';
import { FairPriceWarning } from './components/fair-price-warning.tsx';
import { PriceGuideHint } from './components/price-guide-hint.tsx';
import { UploadingOverlay } from './components/uploading-overlay.tsx';
import { appendFields, emptyListingForm, fieldErrors, listingPayload, type FieldErrors } from './listing-form.ts';
import { useListingForm } from './use-listing-form.ts';

/** Add New Phone (sellers): images, Basic Information, Technical Specifications, Description. */
export function AddPhoneView() {
  const t = useT();
  const user = useSessionUser();
  const { navigate } = useNavigation();
  const createListing = useCreateListing();
  const { form, errors, setErrors, change } = useListingForm(emptyListingForm);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const images = useNewImages(0);
  const [imageError, setImageError] = useState<string | null>(null);
  const { ref: formRef, showErrors } = useFocusFirstError();

  if (user?.role !== 'seller') {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center" role="alert">
        <div className="mx-auto mb-4 flex h-16 w-16 items-center justify-center rounded-full bg-red-50 text-3xl">
          <Icon name="lock" className="h-8 w-8" />
        </div>
        <p className="text-lg font-semibold text-slate-900">{t('listings.accessDenied')}</p>
        <button
          type="button"
          onClick={() => navigate('phones')}
          className="mt-6 rounded-lg bg-emerald-700 px-5 py-2.5 font-semibold text-white hover:bg-emerald-800"
        >
          {t('listings.backToPhones')}
        </button>
      </div>
    );
  }

  const addFiles = (files: File[]) => {
    images.add(files);
    setImageError(null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (submitting || done) return;
    // Every problem at once, each under its own field, the first one scrolled to and focused
    // (docs/decisions/078-inline-form-errors-and-photo-errors.md). A required field left blank says
    // 'Please fill in all required fields'.
    const next: FieldErrors = {};
    if (!form.title.trim()) next.title = FILL_REQUIRED_FIELDS_MESSAGE;
    if (!form.brand) next.brand = FILL_REQUIRED_FIELDS_MESSAGE;
    if (!form.price.trim()) next.price = FILL_REQUIRED_FIELDS_MESSAGE;
    if (!form.district) next.district = FILL_REQUIRED_FIELDS_MESSAGE;
    const payload = listingPayload(form, LISTING_SPEC_KEYS, 'create');
    const parsed = createListingSchema.safeParse(payload);
    if (!parsed.success)
      for (const [field, message] of Object.entries(fieldErrors(parsed.error))) next[field] ??= message;
    const countProblem = imageCountError(images.images.length, 'create');
    const badPhotoLeft = images.images.some((image) => image.problem);
    if (countProblem || badPhotoLeft || Object.keys(next).length > 0) {
      setErrors(next);
      setImageError(countProblem);
      showErrors();
      return;
    }

    const body = appendFields(new FormData(), payload);
    for (const image of images.images) body.append('images', image.file, image.file.name);
    setSubmitting(true);
    try {
      const created = await createListing.mutateAsync(body);
      setDone(true);
      toast.success(localizeApiText(PHONE_MESSAGES.createSuccessToast), TIMINGS.createSuccessToastMs);
      // The seller's own listings, the new one pending, with what happens next.
      navigate('profile', { tab: 'listings', created: { id: created.id, title: created.title } });
    } catch (error) {
      if (error instanceof ApiError && error.details) {
        const details: FieldErrors = { ...error.details };
        // A refused photo is marked on its preview; the others stay picked.
        if (images.markProblems(error.details)) {
          for (const key of Object.keys(details))
            if (key === 'images' || photoFieldIndex(key) !== null) delete details[key];
        }
        setErrors(details);
        showErrors();
        return;
      }
      // The server's message, else 'Failed to create listing'.
      const reason =
        error instanceof Error && error.message ? error.message : localizeApiText(PHONE_MESSAGES.createFailed);
      toast.error(localizeApiText(PHONE_MESSAGES.errorToastPrefix) + reason, TIMINGS.createErrorToastMs);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('listings.add.title')}</h1>
      <p className="mt-1 text-slate-600">{t('listings.add.subtitle')}</p>

      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="mt-6 space-y-6">
        <FormSection title={t('listings.images.title')} subtitle={t('listings.images.subtitle')}>
          <ImagePicker
            images={images.images.map((image) => ({
              id: image.id,
              preview: image.preview,
              existing: false,
              problem: image.problem,
            }))}
            onFiles={addFiles}
            onRemove={images.remove}
            error={imageError ?? errors.images}
            rejected={images.rejected}
          />
        </FormSection>

        <ListingFormFields
          form={form}
          errors={errors}
          onChange={change}
          specKeys={LISTING_SPEC_KEYS}
          conditionRequired={false}
          priceHint={
            <>
              <PriceGuideHint title={form.title} />
              <FairPriceWarning brand={form.brand} title={form.title} storage={form.specs.storage} price={form.price} />
            </>
          }
        />

        <div className="sticky bottom-0 z-10 -mx-4 flex gap-3 border-t pr-20 border-slate-200 bg-white/95 px-4 py-4 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0 sm:pr-0">
          <button
            type="button"
            onClick={() => navigate('phones')}
            className="flex-1 rounded-xl border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-700 hover:bg-slate-50 sm:flex-none"
          >
            {t('listings.cancel')}
          </button>
          <button
            type="submit"
            disabled={submitting || done}
            className="flex-1 rounded-xl bg-emerald-700 px-6 py-3 font-semibold text-white shadow hover:bg-emerald-800 disabled:opacity-60 sm:ml-auto sm:flex-none"
          >
            {t('listings.add.submit')}
          </button>
        </div>
      </form>
      {submitting ? <UploadingOverlay /> : null}
    </div>
  );
}
