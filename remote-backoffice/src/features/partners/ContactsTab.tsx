import type { PartnerInput } from '@muestrario/shared/contract';
import { PARTNER_MAX_CHARS } from '@muestrario/shared/contract';
import { Button, EmptyState, Field, TextInput } from '@muestrario/shared/ui';
import { PlusIcon, TrashIcon } from '../icons';
import { NEW_CONTACT, withItem, withoutItem } from './partner-draft';
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
    <div>
      <div className="bo:flex bo:items-center bo:justify-between bo:gap-3">
        <h3 className="bo:text-base bo:font-semibold bo:text-gray-900">Personas de Contacto</h3>
        <Button variant="secondary" size="sm" onClick={() => onChange({ ...partner, contacts: [...partner.contacts, NEW_CONTACT] })}>
          <PlusIcon className="bo:size-4" />
          Agregar contacto
        </Button>
      </div>
      {partner.contacts.length === 0 ? (
        <EmptyState headingLevel={3} title="Sin contactos" description="Agrega a las personas con quienes tratas en este socio." className="bo:py-8" />
      ) : (
        <ol className="bo:mt-4 bo:space-y-4">
          {partner.contacts.map((contact, i) => (
            <li key={contact.id ?? `new-${i}`} className="bo:rounded-lg bo:border bo:border-gray-200 bo:p-4">
              <fieldset>
                <legend className="bo:sr-only">Contacto {i + 1}</legend>
                <div className="bo:grid bo:grid-cols-1 bo:gap-x-4 bo:gap-y-4 bo:sm:grid-cols-2 bo:xl:grid-cols-[1fr_1fr_1fr_1fr_auto] bo:xl:items-end">
                  {FIELDS.map(([key, label, autoComplete, maxLength]) => (
                    <Field key={key} label={`${label} (contacto ${i + 1})`} error={errors[`contacts.${i}.${key}` as keyof PartnerErrors]}>
                      <TextInput
                        value={contact[key]}
                        maxLength={maxLength}
                        type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
                        autoComplete={`section-contact${i} ${autoComplete}`}
                        onChange={(e) => onChange(withItem(partner, 'contacts', i, { [key]: e.target.value }), [`contacts.${i}.${key}`])}
                      />
                    </Field>
                  ))}
                  <Button variant="ghost" size="sm" aria-label={`Quitar contacto ${i + 1}`} title="Quitar" onClick={() => onChange(withoutItem(partner, 'contacts', i))} className="bo:justify-self-end bo:hover:text-red-700">
                    <TrashIcon className="bo:size-4" />
                  </Button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
