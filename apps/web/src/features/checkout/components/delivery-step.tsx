import { COURIER_TYPES, COURIERS, type CourierType } from '@phonekade/shared/constants/couriers';
import { districtsOf, PROVINCES } from '@phonekade/shared/constants/locations';
import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { SelectField, TextField } from '@/components/ui/form-field.tsx';
import { languageStore, useT } from '@/lib/i18n/i18n.ts';
import type { DeliveryForm, FieldErrors } from '../checkout-form.ts';
import { Section } from './section.tsx';

interface DeliveryStepProps {
  form: DeliveryForm;
  errors: FieldErrors;
  onChange: (field: keyof DeliveryForm, value: string) => void;
  courierType: CourierType;
  onCourierChange: (courier: CourierType) => void;
}

/** Step 1: contact and shipping, and the courier. */
export function DeliveryStep({ form, errors, onChange, courierType, onCourierChange }: DeliveryStepProps) {
  const t = useT();
  const language = languageStore.use();
  const placeName = (place: { name: string; si: string; ta: string }) =>
    language === 'en' ? place.name : place[language];
  const text = (field: keyof DeliveryForm, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={t(`checkout.delivery.${field}`)}
      name={field}
      value={form[field]}
      error={errors[field]}
      onChange={(event) => onChange(field, event.currentTarget.value)}
      {...extra}
    />
  );

  return (
    <div className="space-y-8">
      <Section title={t('checkout.delivery.contactTitle')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('firstName', { autoComplete: 'given-name' })}
          {text('lastName', { autoComplete: 'family-name' })}
          {text('mobile', {
            type: 'tel',
            autoComplete: 'tel',
            inputMode: 'tel',
            placeholder: '0771234567',
            hint: t('checkout.delivery.mobileHint'),
          })}
          {text('otherMobile', { type: 'tel', inputMode: 'tel' })}
          {text('email', { type: 'email', autoComplete: 'email', className: 'sm:col-span-2' })}
        </div>
      </Section>

      <Section title={t('checkout.delivery.addressTitle')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('checkout.delivery.province')}
            name="province"
            value={form.province}
            error={errors.province}
            onChange={(event) => onChange('province', event.currentTarget.value)}
          >
            <option value="">{t('checkout.delivery.selectProvince')}</option>
            {PROVINCES.map((province) => (
              <option key={province.name} value={province.name}>
                {placeName(province)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('checkout.delivery.district')}
            name="district"
            value={form.district}
            error={errors.district}
            disabled={!form.province}
            onChange={(event) => onChange('district', event.currentTarget.value)}
          >
            <option value="">
              {form.province ? t('checkout.delivery.selectDistrict') : t('checkout.delivery.selectProvinceFirst')}
            </option>
            {districtsOf(form.province).map((district) => (
              <option key={district.name} value={district.name}>
                {placeName(district)}
              </option>
            ))}
          </SelectField>
          {text('city', { autoComplete: 'address-level2' })}
          {text('addressLine1', { autoComplete: 'address-line1' })}
          {text('addressLine2', { autoComplete: 'address-line2', className: 'sm:col-span-2' })}
        </div>
      </Section>

      <Section title={t('checkout.delivery.courierTitle')}>
        <div role="radiogroup" aria-label={t('checkout.delivery.courierTitle')} className="grid gap-3 sm:grid-cols-2">
          {COURIER_TYPES.map((type) => {
            const courier = COURIERS[type];
            const selected = type === courierType;
            return (
              <label
                key={type}
                className={`flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors ${
                  selected
                    ? 'border-emerald-600 bg-emerald-50 ring-1 ring-emerald-600'
                    : 'border-slate-300 bg-white hover:border-slate-400'
                }`}
              >
                <input
                  type="radio"
                  name="courierType"
                  value={type}
                  checked={selected}
                  onChange={() => onCourierChange(type)}
                  className="mt-1 h-4 w-4 accent-emerald-700"
                />
                <span className="flex-1">
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold text-slate-900">{t(`checkout.couriers.${type}`)}</span>
                    <span className="font-semibold text-emerald-800">{formatLkr(courier.fee)}</span>
                  </span>
                  <span className="mt-0.5 block text-sm text-slate-600">{t(`checkout.couriers.${type}Time`)}</span>
                </span>
              </label>
            );
          })}
        </div>
      </Section>
    </div>
  );
}
