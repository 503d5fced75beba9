import type { PartnerInput } from '@muestrario/shared/contract';
import { PARTNER_MAX_CHARS } from '@muestrario/shared/contract';
import { REGIMENES_FISCALES, USOS_CFDI } from '@muestrario/shared/domain';
import { IVA_RATES_BP, ivaLabel, regimenesFor, usosCfdiFor, type RfcPersonType } from '@muestrario/shared/rules';
import { Field, Select, TextInput } from '@muestrario/shared/ui';
import type { PartnerErrors } from './PartnerForm';

const entryOptions = (entries: readonly { code: string; description: string }[]) => entries.map((e) => ({ value: e.code, label: `${e.code} · ${e.description}` }));

/** 'Finanzas': tax data for invoicing (SAT catalogues limited to the RFC's person type) and the IVA rate. */
export function FiscalTab({
  partner,
  errors,
  personType,
  onChange,
}: {
  partner: PartnerInput;
  errors: PartnerErrors;
  personType: RfcPersonType | null;
  onChange: (p: PartnerInput, fields?: string[]) => void;
}) {
  const regimenes = personType ? regimenesFor(personType) : REGIMENES_FISCALES;
  const usos = personType ? usosCfdiFor(personType) : USOS_CFDI;
  const hint = personType ? undefined : 'Escribe el RFC para ver solo las opciones de su tipo de persona.';
  return (
    <div className="bo:grid bo:grid-cols-1 bo:gap-x-6 bo:gap-y-5 bo:sm:grid-cols-2">
      <Field label="Régimen fiscal" error={errors.regimenFiscal} hint={hint} className="bo:sm:col-span-2">
        <Select
          value={partner.regimenFiscal}
          placeholder="Sin régimen"
          options={entryOptions(regimenes)}
          onChange={(e) => onChange({ ...partner, regimenFiscal: e.target.value as PartnerInput['regimenFiscal'] }, ['regimenFiscal'])}
        />
      </Field>
      <Field label="Uso del CFDI" error={errors.usoCfdi} className="bo:sm:col-span-2">
        <Select
          value={partner.usoCfdi}
          placeholder="Sin uso del CFDI"
          options={entryOptions(usos)}
          onChange={(e) => onChange({ ...partner, usoCfdi: e.target.value as PartnerInput['usoCfdi'] }, ['usoCfdi'])}
        />
      </Field>
      <Field label="Código postal fiscal" error={errors.fiscalZipCode} hint="El del domicilio fiscal en la constancia de situación fiscal (5 dígitos).">
        <TextInput
          value={partner.fiscalZipCode}
          maxLength={PARTNER_MAX_CHARS.zipCode}
          inputMode="numeric"
          autoComplete="off"
          onChange={(e) => onChange({ ...partner, fiscalZipCode: e.target.value }, ['fiscalZipCode'])}
        />
      </Field>
      <div className="bo:flex bo:items-start bo:gap-3 bo:pt-8">
        <input
          id="partner-border-region"
          type="checkbox"
          checked={partner.borderRegion}
          onChange={(e) => onChange({ ...partner, borderRegion: e.target.checked })}
          className="bo:mt-0.5 bo:size-4 bo:accent-primary-700"
        />
        <label htmlFor="partner-border-region" className="bo:text-sm bo:text-gray-700">
          <span className="bo:font-medium bo:text-gray-900">Región fronteriza</span>
          <span className="bo:block">
            Sus cotizaciones llevan {ivaLabel(IVA_RATES_BP.border)} en lugar de {ivaLabel(IVA_RATES_BP.general)}.
          </span>
        </label>
      </div>
    </div>
  );
}
