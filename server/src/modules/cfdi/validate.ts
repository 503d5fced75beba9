import { validateXML } from 'xmllint-wasm';
import { PAGOS20_NAMESPACE, TFD_NAMESPACE } from './namespaces';
import { bundleSchema, satSchemaFiles, type SCHEMA_SETS } from './schema-files';
import { spanishSchemaError } from './schema-messages';
import { parseXmlTree, XmlTreeError, type XmlNode } from './xml-tree';

export interface CfdiValidation {
  ok: boolean;
  /** Spanish, one per problem ('Línea 12, elemento Concepto, atributo Importe: …'). */
  errors: string[];
}

/** The namespaces found anywhere in the document (to pick the schemas). */
function namespaces(node: XmlNode, found = new Set<string>()): Set<string> {
  found.add(node.uri);
  for (const child of node.children) namespaces(child, found);
  return found;
}

/**
 * Validates a CFDI against the SAT's schemas shipped in server/assets/sat with xmllint compiled to
 * WebAssembly (no native tool needed at run time): CFDI 4.0 alone, plus Pagos 2.0 and/or the
 * TimbreFiscalDigital 1.1 when the document carries them. Not well-formed XML, or a document type
 * declaration, is reported without running the validator.
 */
export async function validateCfdiXml(xml: string): Promise<CfdiValidation> {
  let root: XmlNode;
  try {
    root = parseXmlTree(xml);
  } catch (error) {
    if (!(error instanceof XmlTreeError)) throw error;
    if (error.kind === 'doctype') return { ok: false, errors: ['El XML declara un tipo de documento (DOCTYPE), que un CFDI nunca lleva.'] };
    if (error.kind === 'too-large') return { ok: false, errors: ['El XML tiene demasiados elementos para ser un CFDI.'] };
    return { ok: false, errors: [`El XML no está bien formado: ${error.message.slice(0, 200)}`] };
  }
  const present = namespaces(root);
  const sets: (keyof typeof SCHEMA_SETS)[] = ['cfdi'];
  if (present.has(PAGOS20_NAMESPACE)) sets.push('pagos');
  if (present.has(TFD_NAMESPACE)) sets.push('tfd');
  const result = await validateXML({
    xml: [{ fileName: 'cfdi.xml', contents: xml }],
    schema: [{ fileName: 'cfdi-bundle.xsd', contents: bundleSchema(sets) }],
    preload: [...satSchemaFiles()].map(([fileName, contents]) => ({ fileName, contents: new Uint8Array(contents) })),
  });
  if (result.valid) return { ok: true, errors: [] };
  const errors = result.errors
    .filter((e) => e.message && !/fails to validate$/.test(e.message))
    .map((e) => spanishSchemaError(e.message, e.loc?.lineNumber ?? null));
  return { ok: false, errors: errors.length ? errors : ['El CFDI no es válido según el esquema del SAT.'] };
}
