/**
 * libxml2's schema errors in Spanish: the element and attribute named, the SAT's rule said plainly. An
 * error this table does not know keeps libxml2's text after 'Error de esquema:'.
 */
const local = (qualified: string) => qualified.replace(/^\{[^}]*\}/, '');

const RULES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/The attribute '([^']+)' is required but missing/, (m) => `falta el atributo obligatorio ${m[1]}.`],
  [/The attribute '([^']+)' is not allowed/, (m) => `el atributo ${m[1]} no está permitido.`],
  [/\[facet 'enumeration'\] The value '([^']*)' is not an element of the set/, (m) => `el valor «${m[1]}» no está en el catálogo del SAT.`],
  [/\[facet 'pattern'\] The value '([^']*)' is not accepted by the pattern/, (m) => `el valor «${m[1]}» no tiene el formato que exige el SAT.`],
  [/\[facet 'fractionDigits'\] The value '([^']*)' has more fractional digits than are allowed \('(\d+)'\)/, (m) => `el valor «${m[1]}» tiene más de ${m[2]} decimales.`],
  [/\[facet 'minInclusive'\] The value '([^']*)' is less than the minimum value allowed \('([^']*)'\)/, (m) => `el valor «${m[1]}» es menor que el mínimo permitido (${m[2]}).`],
  [/\[facet 'maxLength'\] The value '([^']*)' has a length of '\d+'; this exceeds the allowed maximum length of '(\d+)'/, (m) => `el valor «${m[1]}» excede la longitud máxima de ${m[2]} caracteres.`],
  [/\[facet 'minLength'\] The value '([^']*)' has a length of '\d+'; this underruns the allowed minimum length of '(\d+)'/, (m) => `el valor «${m[1]}» no alcanza la longitud mínima de ${m[2]} caracteres.`],
  [/\[facet '(?:length|totalDigits|maxInclusive)'\] The value '([^']*)'/, (m) => `el valor «${m[1]}» está fuera de lo permitido por el SAT.`],
  [/'([^']*)' is not a valid value of the (?:atomic|local atomic|union) type/, (m) => `el valor «${m[1]}» no es válido para este campo.`],
  [/Missing child element\(s\)\. Expected is(?: one of)? \( ([^)]*) \)/, (m) => `falta el elemento ${m[1]!.split(', ').map(local).join(' o ')}.`],
  [/This element is not expected\. Expected is(?: one of)? \( ([^)]*) \)/, (m) => `este elemento no se esperaba aquí (se esperaba ${m[1]!.split(', ').map(local).join(' o ')}).`],
  [/This element is not expected/, () => 'este elemento no se esperaba aquí.'],
  [/No matching global (?:element )?declaration available/, () => 'no hay esquema para este elemento (¿un complemento no soportado o un documento que no es CFDI 4.0?).'],
];

/** One libxml2 schema error line → 'Línea 3, cfdi:Concepto, atributo Importe: …'. */
export function spanishSchemaError(message: string, line: number | null): string {
  const element = /Element '([^']+)'(?:, attribute '([^']+)')?/.exec(message);
  const where = [line ? `Línea ${line}` : '', element ? `elemento ${local(element[1]!)}` : '', element?.[2] ? `atributo ${element[2]}` : ''].filter(Boolean).join(', ');
  for (const [pattern, say] of RULES) {
    const match = pattern.exec(message);
    if (match) return `${where}${where ? ': ' : ''}${say(match)}`;
  }
  return `${where}${where ? ': ' : ''}Error de esquema: ${message.replace(/^Schemas validity error : /, '')}`;
}
