import type { ClientSearchResult } from '@muestrario/shared/contract';
import { NEW_SAMPLE_FIELDS, type NewSampleField, type NewSampleValues } from '@muestrario/shared/rules';

/** The creation form as data: its values and the fields marked invalid (red ring and icon). */
export interface FormState {
  values: NewSampleValues;
  invalid: ReadonlySet<NewSampleField>;
}

export type ClientFieldName = 'cardName' | 'email' | 'phone1' | 'address' | 'county' | 'state' | 'zipCode';
export const CLIENT_FIELDS: readonly ClientFieldName[] = ['cardName', 'email', 'phone1', 'address', 'county', 'state', 'zipCode'];

const EMPTY_CLIENT: Pick<NewSampleValues, ClientFieldName> = {
  cardName: '',
  email: '',
  phone1: '',
  address: '',
  county: '',
  state: '',
  zipCode: '',
};

export function initialFormState(dueDate: string): FormState {
  return { values: { sampleName: '', dueDate, department: '', cardCode: undefined, ...EMPTY_CLIENT }, invalid: new Set() };
}

const without = (set: ReadonlySet<NewSampleField>, fields: readonly NewSampleField[]) => {
  const next = new Set(set);
  for (const f of fields) next.delete(f);
  return next;
};

/** Editing a field clears its error flag (docs/requirements.md §5). */
export function editField(state: FormState, field: Exclude<NewSampleField, 'cardCode'> | 'department', value: string): FormState {
  return { values: { ...state.values, [field]: value }, invalid: field === 'department' ? state.invalid : without(state.invalid, [field]) };
}

/**
 * 'Definir nuevo cliente': empty, editable client fields, the name typed in the search carried into
 * 'Nombre del cliente' (issue 33: nobody types it twice).
 */
export function chooseNewClient(state: FormState, searched = ''): FormState {
  return {
    values: { ...state.values, cardCode: null, ...EMPTY_CLIENT, cardName: searched.trim() },
    invalid: without(state.invalid, ['cardCode', ...CLIENT_FIELDS]),
  };
}

/** An existing client: its fields are filled from the search result (Alcaldía/Municipio from county, else city). */
export function chooseClient(state: FormState, client: ClientSearchResult): FormState {
  return {
    values: {
      ...state.values,
      cardCode: client.cardCode,
      cardName: client.cardName,
      email: client.email,
      phone1: client.phone1,
      address: client.address,
      county: client.county || client.city,
      state: client.state,
      zipCode: client.zipCode,
    },
    invalid: without(state.invalid, ['cardCode', ...CLIENT_FIELDS]),
  };
}

/** Marks the fields a check (or the server) found invalid, in form order. */
export function markInvalid(state: FormState, fields: readonly string[]): FormState {
  const known = NEW_SAMPLE_FIELDS.filter((f) => fields.includes(f));
  return { ...state, invalid: new Set([...state.invalid, ...known]) };
}
