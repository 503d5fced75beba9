import type { PartnerInput } from '@muestrario/shared/contract';
import { PARTNER_MAX_CHARS } from '@muestrario/shared/contract';
import { EmptyState, Field, TextInput } from '@muestrario/shared/ui';
import { NEW_CONTACT } from './partner-draft';
import { PartnerItems } from './PartnerItems';
import type { PartnerErrors } from './PartnerForm';

const FIELDS = [
  ['name', 'Nombre', 'name', PARTNER_MAX_CHARS.contactName],
  ['position', 'Puesto', 'organization-title', PARTNER_MAX_CHARS.contactPosition],
  ['phone', 'Teléfono', 'tel', PARTNER_MAX_CHARS.phone],
  ['email', 'Correo electrónico', 'email', PARTNER_MAX_CHARS.email],
] as const;

/** 'Personas de Contacto': several people, each with name, position, phone and e-mail. */
export function ContactsTab({ partner, errors, onChange }: { partner: PartnerInput; errors: PartnerErrors; onChange: (p: PartnerInput, fields?: string[]) => void }) {
  return (
    <PartnerItems
      partner={partner}
      list="contacts"
      blank={NEW_CONTACT}
      heading="Personas de Contacto"
      addLabel="Agregar contacto"
      empty={<EmptyState headingLevel={3} title="Sin contactos" description="Agrega a las personas con quienes tratas en este socio." className="bo:py-8" />}
      itemName={(n) => `contacto ${n}`}
      compactRemove
      gridClassName="bo:grid bo:grid-cols-1 bo:gap-x-4 bo:gap-y-4 bo:sm:grid-cols-2 bo:xl:grid-cols-[1fr_1fr_1fr_1fr_auto] bo:xl:items-end"
      onChange={onChange}
      fields={(contact, i, edit) =>
        FIELDS.map(([key, label, autoComplete, maxLength]) => (
          <Field key={key} label={`${label} (contacto ${i + 1})`} error={errors[`contacts.${i}.${key}` as keyof PartnerErrors]}>
            <TextInput
              value={contact[key]}
              maxLength={maxLength}
              type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
              autoComplete={`section-contact${i} ${autoComplete}`}
              onChange={(e) => edit(key, e.target.value)}
            />
          </Field>
        ))
      }
    />
  );
}
