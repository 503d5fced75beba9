import { strToU8, zipSync } from 'fflate';

/*
 * A one-sheet .xlsx written from scratch (the roster template, issue 35 item 2): the smallest set of parts
 * Excel, LibreOffice and Google Sheets open without a repair prompt, zipped by fflate. Texts are inline
 * strings (never formulas, whatever they start with), dates real dates (dd/mm/aaaa), the header bold and
 * frozen; columns marked as text keep leading zeros typed later (an employee number '0042'); columns with
 * a short list of allowed values (job titles, a style's sizes) get a drop-down.
 */

export type XlsxCell = string | { date: string } | null;

export interface XlsxSheetSpec {
  sheetName: string;
  header: readonly string[];
  rows: readonly (readonly XlsxCell[])[];
  /** Column widths in characters, by column index. */
  widths?: readonly number[];
  /** Columns whose cells are text even when typed as numbers. */
  textColumns?: readonly number[];
  /** Allowed values of a column, offered as a drop-down (left out when they do not fit Excel's 255 characters). */
  lists?: ReadonlyMap<number, readonly string[]>;
}

/** How many rows a column's format and drop-down cover (the template's own rows and room for new hires). */
const FORMATTED_ROWS = 5_001;

// eslint-disable-next-line no-control-regex -- control characters are what this removes
const XML_INVALID = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/g;
const escapeXml = (text: string) =>
  text.replace(XML_INVALID, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** 0 → 'A', 27 → 'AB'. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** 'yyyy-mm-dd' → Excel's serial day (1900 system, with its phantom 29 February 1900). */
function serialOf(isoDate: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return undefined;
  const days = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000;
  return days + 25_569;
}

/** Style indexes of styles.xml below. */
const STYLE = { normal: 0, header: 1, text: 2, date: 3 } as const;

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
<numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts>
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="49" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyNumberFormat="1"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>
</styleSheet>`;

function sheetXml(spec: XlsxSheetSpec): string {
  const textColumns = new Set(spec.textColumns ?? []);
  const cell = (value: XlsxCell, column: number, row: number, style?: number): string => {
    const ref = `${columnName(column)}${row}`;
    const s = style ?? (textColumns.has(column) ? STYLE.text : STYLE.normal);
    if (value === null || value === '') return '';
    if (typeof value === 'object') {
      const serial = serialOf(value.date);
      return serial === undefined ? '' : `<c r="${ref}" s="${STYLE.date}"><v>${serial}</v></c>`;
    }
    return `<c r="${ref}" s="${s}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
  };
  const rows = [
    `<row r="1">${spec.header.map((h, i) => cell(h, i, 1, STYLE.header)).join('')}</row>`,
    ...spec.rows.map((r, i) => `<row r="${i + 2}">${r.map((v, c) => cell(v, c, i + 2)).join('')}</row>`),
  ];
  const cols = spec.header
    .map((_, i) => `<col min="${i + 1}" max="${i + 1}" width="${spec.widths?.[i] ?? 16}" customWidth="1"${textColumns.has(i) ? ` style="${STYLE.text}"` : ''}/>`)
    .join('');
  const validations = [...(spec.lists ?? new Map<number, readonly string[]>()).entries()]
    .map(([column, values]) => ({ column, formula: `"${values.map((v) => v.replace(/[",]/g, '')).join(',')}"` }))
    .filter(({ formula }) => formula.length > 2 && formula.length <= 257)
    .map(
      ({ column, formula }) =>
        `<dataValidation type="list" allowBlank="1" showErrorMessage="1" errorTitle="Valor no válido" error="Elige un valor de la lista." sqref="${columnName(column)}2:${columnName(column)}${FORMATTED_ROWS}"><formula1>${escapeXml(formula)}</formula1></dataValidation>`,
    );
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n` +
    `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
    `<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>${rows.join('')}</sheetData>` +
    (validations.length ? `<dataValidations count="${validations.length}">${validations.join('')}</dataValidations>` : '') +
    `</worksheet>`
  );
}

/** The .xlsx bytes of one sheet. */
export function writeXlsx(spec: XlsxSheetSpec): Buffer {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
        `<sheets><sheet name="${escapeXml(spec.sheetName.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
    ),
    'xl/styles.xml': strToU8(STYLES),
    'xl/worksheets/sheet1.xml': strToU8(sheetXml(spec)),
  };
  return Buffer.from(zipSync(files, { level: 6 }));
}
