import type { PartnerInput } from '@muestrario/shared/contract';
import { PARTNER_MAX_CHARS } from '@muestrario/shared/contract';
import { PARTNER_ADDRESS_KINDS, type PartnerAddressKind } from '@muestrario/shared/domain';
import { Field, Select, TextInput } from '@muestrario/shared/ui';
import { NEW_ADDRESS } from './partner-draft';
import { PartnerItems } from './PartnerItems';
import type { PartnerErrors } from './PartnerForm';

const PLACE_FIELDS = [
  ['city', 'Ciudad', 'address-level2', PARTNER_MAX_CHARS.city],
  ['county', 'Alcaldía/Municipio', 'address-level3', PARTNER_MAX_CHARS.county],
  ['state', 'Estado', 'address-level1', PARTNER_MAX_CHARS.state],
  ['zipCode', 'Código Postal', 'postal-code', PARTNER_MAX_CHARS.zipCode],
] as const;

const GRID = 'bo:grid bo:grid-cols-1 bo:gap-x-4 bo:gap-y-4 bo:sm:grid-cols-2 bo:xl:grid-cols-4';

/** 'Direcciones': the main address (the one samples show) and any billing and shipping addresses. */
export function AddressesTab({ partner, errors, onChange }: { partner: PartnerInput; errors: PartnerErrors; onChange: (p: PartnerInput, fields?: string[]) => void }) {
  const main = (key: 'address' | 'city' | 'county' | 'state' | 'zipCode', value: string) => onChange({ ...partner, [key]: value }, [key]);
  return (
    <div className="bo:space-y-8">
      <fieldset>
        <legend className="bo:text-base bo:font-semibold bo:text-gray-900">Dirección principal</legend>
        <p className="bo:mt-1 bo:text-sm bo:text-gray-500">La que ven las muestras del cliente; se usa en las cotizaciones si no hay otra.</p>
        <div className={`bo:mt-4 ${GRID}`}>
          <Field label="Calle y número" className="bo:sm:col-span-2 bo:xl:col-span-4">
            <TextInput value={partner.address} maxLength={PARTNER_MAX_CHARS.address} autoComplete="street-address" onChange={(e) => main('address', e.target.value)} />
          </Field>
          {PLACE_FIELDS.map(([key, label, autoComplete, maxLength]) => (
            <Field key={key} label={label} error={key === 'zipCode' ? errors.zipCode : undefined}>
              <TextInput value={partner[key]} maxLength={maxLength} autoComplete={autoComplete} inputMode={key === 'zipCode' ? 'numeric' : undefined} onChange={(e) => main(key, e.target.value)} />
            </Field>
          ))}
        </div>
      </fieldset>

      <PartnerItems
        partner={partner}
        list="addresses"
        blank={NEW_ADDRESS}
        heading="Direcciones de facturación y envío"
        addLabel="Agregar dirección"
        empty={<p className="bo:mt-3 bo:text-sm bo:text-gray-500">Sin direcciones adicionales: se usa la dirección principal.</p>}
        itemName={(n) => `dirección ${n}`}
        gridClassName={GRID}
        onChange={onChange}
        fields={(address, i, edit) => {
          const n = i + 1;
          return (
            <>
              <Field label={`Tipo (dirección ${n})`}>
                <Select value={address.kind} options={PARTNER_ADDRESS_KINDS.map((k) => ({ value: k, label: k }))} onChange={(e) => edit('kind', e.target.value as PartnerAddressKind)} />
              </Field>
              <Field label={`Calle y número (dirección ${n})`} error={errors[`addresses.${i}.street`]} className="bo:sm:col-span-1 bo:xl:col-span-3">
                <TextInput value={address.street} maxLength={PARTNER_MAX_CHARS.address} onChange={(e) => edit('street', e.target.value)} />
              </Field>
              {PLACE_FIELDS.map(([key, label, , maxLength]) => (
                <Field key={key} label={`${label} (dirección ${n})`} error={key === 'zipCode' ? errors[`addresses.${i}.zipCode`] : undefined}>
                  <TextInput value={address[key]} maxLength={maxLength} inputMode={key === 'zipCode' ? 'numeric' : undefined} onChange={(e) => edit(key, e.target.value)} />
                </Field>
              ))}
            </>
          );
        }}
      />
    </div>
  );
}
