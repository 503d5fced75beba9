import type { FastifySchemaValidationError, SchemaErrorDataVar } from 'fastify/types/schema';

const TYPE_NAMES: Record<string, string> = {
  integer: 'un número entero',
  number: 'un número',
  string: 'texto',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  null: 'nulo',
};

function fieldOf(error: FastifySchemaValidationError): string {
  const missing = error.params?.missingProperty ?? error.params?.additionalProperty;
  const pathParts = (error.instancePath ?? '').split('/').filter(Boolean);
  if (typeof missing === 'string') pathParts.push(missing);
  return pathParts.join('.');
}

/** A readable Spanish sentence for the first schema violation (Ajv error objects). */
export function describeValidationError(
  errors: FastifySchemaValidationError[],
  context: SchemaErrorDataVar | undefined,
): string {
  const error = errors[0];
  if (!error) return 'La solicitud no es válida.';
  const field = fieldOf(error);
  const params = (error.params ?? {}) as Record<string, unknown>;
  const where = context === 'querystring' ? 'El parámetro' : context === 'params' ? 'El segmento de la ruta' : 'El campo';
  if (!field) {
    if (error.keyword === 'type' && context === 'body') return 'El cuerpo de la solicitud debe ser un objeto JSON.';
    if (error.keyword === 'minProperties' && context === 'body') return 'Envía al menos un campo para modificar.';
    return 'La solicitud no es válida.';
  }
  const subject = `${where} «${field}»`;
  switch (error.keyword) {
    case 'required':
      return `${subject} es obligatorio.`;
    case 'additionalProperties':
      return `${subject} no está permitido.`;
    case 'type': {
      const type = String(params.type ?? '').split(',')[0] ?? '';
      return `${subject} debe ser ${TYPE_NAMES[type] ?? 'de otro tipo'}.`;
    }
    case 'minLength':
      return params.limit === 1 ? `${subject} no puede estar vacío.` : `${subject} debe tener al menos ${String(params.limit)} caracteres.`;
    case 'maxLength':
      return `${subject} no puede tener más de ${String(params.limit)} caracteres.`;
    case 'minimum':
      return `${subject} debe ser mayor o igual a ${String(params.limit)}.`;
    case 'exclusiveMinimum':
      return `${subject} debe ser mayor que ${String(params.limit)}.`;
    case 'maximum':
      return `${subject} debe ser menor o igual a ${String(params.limit)}.`;
    case 'exclusiveMaximum':
      return `${subject} debe ser menor que ${String(params.limit)}.`;
    case 'pattern':
    case 'format':
      return `${subject} tiene un formato no válido.`;
    case 'const':
    case 'enum':
    case 'anyOf':
    case 'oneOf':
      return `${subject} tiene un valor no permitido.`;
    case 'maxItems':
      return `${subject} tiene demasiados elementos.`;
    case 'minItems':
      return `${subject} tiene muy pocos elementos.`;
    default:
      return `${subject} no es válido.`;
  }
}
