import { BUSINESS_TYPES, FAVORITE_BRANDS, GENDERS } from '@phonekade/shared/constants/catalog';
import {
  BUSINESS_DESCRIPTION_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from '@phonekade/shared/constants/limits';
import { colomboDateString } from '@phonekade/shared/common/colombo-time';
import { SOCIAL_NETWORKS } from '@phonekade/shared/users/profile.schemas';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import {
  editableFields,
  formValuesFrom,
  parseProfileForm,
  type ProfileFormField,
  type ProfileFormValues,
} from '../profile-form.ts';
import { schemaFieldErrors, serverFieldErrors, updateErrorText } from '../profile-messages.ts';
import type { ProfileUser } from '../profile.types.ts';

const FORM_ID = 'profile-edit-form';

const optionElements = (options: { value: string; label: string }[]) =>
  options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

/** The profile-edit modal: every editable field of the user, checked by the shared schema. */
export function ProfileEditModal({ user, onClose }: { user: ProfileUser; onClose: () => void }) {
  const t = useT();
  const updateProfile = useUpdateProfile();
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesFrom(user));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isSeller = user.role === 'seller';

  const bind = (field: ProfileFormField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      document.getElementById(FORM_ID)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = parseProfileForm(values, user.role);
    setMessage(null);
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error));
      focusFirstError();
      return;
    }
    setBusy(true);
    try {
      await updateProfile.mutateAsync(parsed.data);
      toast.success(t('profile.messages.updated'));
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, editableFields(user.role));
      setErrors(fields);
      if (Object.keys(fields).length === 0) setMessage(updateErrorText(error));
      else focusFirstError();
      setBusy(false);
    }
  }

  const choose = { value: '', label: t('profile.options.choose') };
  const sectionTitle = 'text-sm font-semibold tracking-wide text-emerald-800 uppercase';

  return (
    <Modal
      open
      size="lg"
      title={t('profile.edit.title')}
      onClose={busy ? () => undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('profile.edit.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={busy} aria-busy={busy}>
            {busy ? (
              <span
                className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent"
                aria-hidden
              />
            ) : null}
            {busy ? t('profile.edit.saving') : t('profile.edit.save')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate className="space-y-6">
        {message ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800">
            {message}
          </p>
        ) : null}
        <fieldset className="space-y-4">
          <legend className={sectionTitle}>{t('profile.sections.personal')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('profile.fields.name')}
              autoComplete="name"
              maxLength={NAME_MAX_LENGTH}
              required
              {...bind('name')}
            />
            <TextField
              label={t('profile.fields.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="0771234567"
              hint={t('profile.fields.phoneHint')}
              {...bind('phone')}
            />
            <SelectField label={t('profile.fields.gender')} autoComplete="sex" {...bind('gender')}>
              {optionElements([choose, ...GENDERS.map((g) => ({ value: g, label: t(`profile.options.gender.${g}`) }))])}
            </SelectField>
            <TextField
              label={t('profile.fields.dateOfBirth')}
              type="date"
              autoComplete="bday"
              min="1900-01-01"
              max={colomboDateString(new Date())}
              {...bind('dateOfBirth')}
            />
            <TextField
              label={t('profile.fields.location')}
              autoComplete="address-level2"
              maxLength={LOCATION_MAX_LENGTH}
              placeholder={t('profile.fields.locationPlaceholder')}
              {...bind('location')}
            />
            <SelectField label={t('profile.fields.favoriteBrand')} {...bind('favoriteBrand')}>
              {optionElements([
                choose,
                ...FAVORITE_BRANDS.map((b) => ({
                  value: b,
                  label: b === 'Other' ? t('profile.options.otherBrand') : b,
                })),
              ])}
            </SelectField>
          </div>
        </fieldset>
        {isSeller ? (
          <fieldset className="space-y-4">
            <legend className={sectionTitle}>{t('profile.sections.business')}</legend>
            <SelectField label={t('profile.fields.businessType')} {...bind('businessType')}>
              {optionElements([
                choose,
                ...BUSINESS_TYPES.map((b) => ({ value: b, label: t(`profile.options.businessType.${b}`) })),
              ])}
            </SelectField>
            <TextAreaField
              label={t('profile.fields.businessDescription')}
              rows={3}
              maxLength={BUSINESS_DESCRIPTION_MAX_LENGTH}
              {...bind('businessDescription')}
            />
          </fieldset>
        ) : null}
        <fieldset className="space-y-4">
          <legend className={sectionTitle}>{t('profile.sections.social')}</legend>
          <p className="text-xs text-slate-500">{t('profile.fields.socialHint')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {SOCIAL_NETWORKS.map((network) => (
              <TextField
                key={network}
                label={t(`profile.fields.${network}`)}
                autoComplete="off"
                placeholder="@username"
                {...bind(network)}
              />
            ))}
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
