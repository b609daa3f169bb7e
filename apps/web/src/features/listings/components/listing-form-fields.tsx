import { useBrandLabel } from '@/components/phone/phone-badges.tsx';
import { BRANDS, CONDITIONS, type ListingSpecKey } from '@phonekade/shared/constants/catalog';
import { DESCRIPTION_MAX_LENGTH, IMEI_LENGTH, TITLE_MAX_LENGTH } from '@phonekade/shared/constants/limits';
import { DISTRICT_NAMES, PROVINCES } from '@phonekade/shared/constants/locations';
import type { ReactNode } from 'react';
import { localizeApiText, useT } from '@/lib/i18n/i18n.ts';
import { usePlaceNames } from '@/lib/i18n/place-names.ts';
import type { FieldErrors, ListingFormState } from '../listing-form.ts';

const inputClass = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm outline-none focus:ring-4 ${error ? 'border-red-400 focus:border-red-500 focus:ring-red-500/15' : 'border-slate-300 focus:border-emerald-500 focus:ring-emerald-500/15'}`;

function Field({
  label,
  name,
  error,
  required,
  hint,
  children,
}: {
  label: string;
  name: string;
  error?: string;
  required?: boolean;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label className="block text-sm font-medium text-slate-700" htmlFor={`listing-${name}`}>
        {label}
        {required ? (
          <span className="text-red-600" aria-hidden>
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint && !error ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      {error ? (
        <p
          id={`listing-${name}-error`}
          className="mt-1 text-xs font-medium text-red-600"
          data-testid={`error-${name}`}
          role="alert"
        >
          {localizeApiText(error)}
        </p>
      ) : null}
    </div>
  );
}

export function FormSection({ title, children, subtitle }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {subtitle ? <p className="mt-0.5 text-sm text-slate-500">{subtitle}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

interface ListingFormFieldsProps {
  form: ListingFormState;
  errors: FieldErrors;
  onChange: (patch: Partial<ListingFormState>) => void;
  specKeys: readonly ListingSpecKey[];
  /** The edit form requires the condition too (the create form defaults it to Excellent). */
  conditionRequired: boolean;
  /** Shown under the prices (the create form's price guidance). */
  priceHint?: ReactNode;
}

/** Basic Information, Technical Specifications, Description and the extras, shared by create and edit. */
export function ListingFormFields({
  form,
  errors,
  onChange,
  specKeys,
  conditionRequired,
  priceHint,
}: ListingFormFieldsProps) {
  const t = useT();
  const brandLabel = useBrandLabel();
  const { place: placeName } = usePlaceNames();
  const text = (name: 'title' | 'price' | 'originalPrice' | 'location' | 'stock' | 'imei') => ({
    id: `listing-${name}`,
    name,
    value: form[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange({ [name]: event.currentTarget.value }),
    className: inputClass(errors[name]),
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `listing-${name}-error` : undefined,
  });
  return (
    <>
      <FormSection title={t('listings.form.basic')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Field label={t('listings.form.title')} name="title" error={errors.title} required>
              <input
                {...text('title')}
                maxLength={TITLE_MAX_LENGTH}
                placeholder={t('listings.form.titlePlaceholder')}
              />
            </Field>
          </div>
          <Field label={t('listings.form.brand')} name="brand" error={errors.brand} required>
            <select
              id="listing-brand"
              name="brand"
              value={form.brand}
              onChange={(event) => onChange({ brand: event.currentTarget.value })}
              className={inputClass(errors.brand)}
              aria-invalid={Boolean(errors.brand)}
            >
              <option value="">{t('listings.form.selectBrand')}</option>
              {BRANDS.map((brand) => (
                <option key={brand} value={brand}>
                  {brandLabel(brand)}
                </option>
              ))}
            </select>
          </Field>
          <Field
            label={t('listings.form.condition')}
            name="condition"
            error={errors.condition}
            required={conditionRequired}
          >
            <select
              id="listing-condition"
              name="condition"
              value={form.condition}
              onChange={(event) => onChange({ condition: event.currentTarget.value })}
              className={inputClass(errors.condition)}
              aria-invalid={Boolean(errors.condition)}
            >
              {CONDITIONS.map((condition) => (
                <option key={condition.value} value={condition.value}>
                  {t(`listings.conditions.${condition.value}`)}
                </option>
              ))}
              {/* A stored condition the form does not offer ('New') stays selectable on edit. */}
              {CONDITIONS.some((c) => c.value === form.condition) ? null : (
                <option value={form.condition}>{form.condition}</option>
              )}
            </select>
          </Field>
          <Field label={t('listings.form.price')} name="price" error={errors.price} required>
            <input {...text('price')} type="number" inputMode="numeric" min={0} step={1} placeholder="125000" />
          </Field>
          <Field
            label={t('listings.form.originalPrice')}
            name="originalPrice"
            error={errors.originalPrice}
            hint={t('listings.form.originalPriceHint')}
          >
            <input {...text('originalPrice')} type="number" inputMode="numeric" min={0} step={1} placeholder="150000" />
          </Field>
          {priceHint}
          <Field label={t('listings.form.district')} name="district" error={errors.district} required>
            <select
              id="listing-district"
              name="district"
              value={form.district}
              onChange={(event) => onChange({ district: event.currentTarget.value })}
              className={inputClass(errors.district)}
            >
              <option value="">{t('listings.form.selectDistrict')}</option>
              {PROVINCES.map((province) => (
                <optgroup key={province.name} label={placeName(province)}>
                  {province.districts.map((district) => (
                    <option key={district.name} value={district.name}>
                      {placeName(district)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </Field>
          <div>
            <Field label={t('listings.form.location')} name="location" error={errors.location}>
              <input
                {...text('location')}
                list="listing-districts"
                placeholder={t('listings.form.locationPlaceholder')}
              />
              <datalist id="listing-districts">
                {DISTRICT_NAMES.map((district) => (
                  <option key={district} value={district} />
                ))}
              </datalist>
            </Field>
          </div>
        </div>
      </FormSection>

      <FormSection title={t('listings.form.specs')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {specKeys.map((key) => (
            <Field key={key} label={t(`phone.specs.${key}`)} name={`spec-${key}`}>
              <input
                id={`listing-spec-${key}`}
                name={key}
                value={form.specs[key]}
                onChange={(event) => onChange({ specs: { ...form.specs, [key]: event.currentTarget.value } })}
                placeholder={t(`listings.specPlaceholders.${key}`)}
                className={inputClass()}
              />
            </Field>
          ))}
        </div>
        {errors.specs ? (
          <p
            className="mt-2 text-xs font-medium text-red-600 outline-none"
            role="alert"
            tabIndex={-1}
            data-invalid="true"
            data-testid="error-specs"
          >
            {localizeApiText(errors.specs)}
          </p>
        ) : null}
      </FormSection>

      <FormSection title={t('listings.form.description')}>
        <Field label={t('listings.form.descriptionLabel')} name="description" error={errors.description}>
          <textarea
            id="listing-description"
            name="description"
            rows={5}
            maxLength={DESCRIPTION_MAX_LENGTH}
            value={form.description}
            onChange={(event) => onChange({ description: event.currentTarget.value })}
            placeholder={t('listings.form.descriptionPlaceholder')}
            className={inputClass(errors.description)}
            aria-invalid={Boolean(errors.description)}
          />
        </Field>
      </FormSection>

      <FormSection title={t('listings.form.extras')} subtitle={t('listings.form.extrasHint')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('listings.form.stock')} name="stock" error={errors.stock} hint={t('listings.form.stockHint')}>
            <input {...text('stock')} type="number" inputMode="numeric" min={1} step={1} />
          </Field>
          <Field label={t('listings.form.imei')} name="imei" error={errors.imei} hint={t('listings.form.imeiHint')}>
            <input
              {...text('imei')}
              inputMode="numeric"
              maxLength={IMEI_LENGTH + 4}
              autoComplete="off"
              placeholder="35 209900 176148 1"
            />
          </Field>
        </div>
      </FormSection>
    </>
  );
}
