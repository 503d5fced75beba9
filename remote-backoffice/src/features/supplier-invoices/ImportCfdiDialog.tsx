import { useState } from 'react';
import { ApiError, importSupplierCfdi, useGoodsReceipts } from '@muestrario/shared/api';
import type { SupplierCfdiImport } from '@muestrario/shared/contract';
import { CFDI_MAX_BYTES, SUPPLIER_CFDI_KIND_NAMES } from '@muestrario/shared/domain';
import { formatDayMonthYear, formatMoney } from '@muestrario/shared/rules';
import { Button, Dialog, DialogClose, ErrorAlert, Field, FileDrop, Select } from '@muestrario/shared/ui';
import { DifferencesList } from './DifferencesList';
import { mxn } from './format';

export interface ImportCfdiDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported: (result: SupplierCfdiImport) => void;
}

/** 'Importar XML': drop the supplier's CFDI, see what it is and its differences with the receipt, then import it. */
export function ImportCfdiDialog(props: ImportCfdiDialogProps) {
  return <ImportCfdiBody key={props.open ? 'open' : 'closed'} {...props} />;
}

const failureOf = (error: unknown) => (error instanceof ApiError ? error.message : 'No pudimos leer el XML. Revisa tu conexión e inténtalo de nuevo.');

function ImportCfdiBody({ open, onOpenChange, onImported }: ImportCfdiDialogProps) {
  const [xml, setXml] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [receiptId, setReceiptId] = useState<number | null>(null);
  const [preview, setPreview] = useState<SupplierCfdiImport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The supplier is known once the XML is read (by its RFC): then its receipts still open are offered.
  const [supplier, setSupplier] = useState<{ id: number; name: string } | null>(null);
  const supplierId = supplier?.id ?? null;
  const receipts = useGoodsReceipts(supplierId === null ? null : { supplierId, open: true, pageSize: 50 });
  const receiptOptions = (receipts.data?.rows ?? []).map((r) => ({ value: String(r.id), label: receiptLabel(r) }));

  const check = async (text: string, goodsReceiptId: number | null) => {
    setBusy(true);
    setFailure(null);
    try {
      const found = await importSupplierCfdi({ xml: text, goodsReceiptId, dryRun: true });
      setPreview(found);
      setSupplier({ id: found.supplierId, name: found.supplierName });
    } catch (error) {
      setPreview(null);
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };
  const onFiles = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setFileName(file.name);
    void file.text().then((text) => {
      setXml(text);
      setReceiptId(null);
      setSupplier(null);
      void check(text, null);
    });
  };
  const save = async () => {
    if (xml === null) return;
    setBusy(true);
    setFailure(null);
    try {
      onImported(await importSupplierCfdi({ xml, goodsReceiptId: receiptId }));
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Importar XML de proveedor"
      footer={
        <>
          <Button onClick={() => void save()} loading={busy} disabled={xml === null || preview === null}>
            Importar
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      <div className="bo:space-y-5">
        <FileDrop
          label="XML del CFDI"
          instructions="Arrastra aquí el XML del CFDI 4.0 o haz clic para elegirlo."
          accept={{ 'application/xml': ['.xml'], 'text/xml': ['.xml'] }}
          maxSize={CFDI_MAX_BYTES}
          onFiles={onFiles}
          hint={fileName ? `Archivo: ${fileName}` : 'Factura, factura de anticipo o nota de crédito; máximo 2 MB.'}
        />
        <Field
          label="Entrada de mercancía"
          hint={
            supplierId === null
              ? 'Opcional. Primero el XML: así se sabe de qué proveedor es y se listan sus entradas por facturar.'
              : receipts.data && receiptOptions.length === 0
                ? `${supplier!.name} no tiene entradas abiertas por facturar.`
                : 'Opcional: la entrada contra la que se compara la factura y de la que se copian sus líneas.'
          }
        >
          <Select
            value={receiptId === null ? '' : String(receiptId)}
            disabled={supplierId === null || busy}
            placeholder="Sin entrada de mercancía"
            options={receiptOptions}
            onChange={(e) => {
              const next = e.target.value ? Number(e.target.value) : null;
              setReceiptId(next);
              if (xml !== null) void check(xml, next);
            }}
          />
        </Field>
        {failure && <ErrorAlert title={failure} />}
        {preview && (
          <section aria-label="Vista previa del CFDI" className="bo:space-y-3 bo:rounded-lg bo:border bo:border-gray-200 bo:p-4">
            <p className="bo:text-sm bo:text-gray-900">
              <strong>{SUPPLIER_CFDI_KIND_NAMES[preview.kind]}</strong> de {preview.supplierName} por {mxn(preview.totalCents)} {preview.currency !== 'MXN' ? preview.currency : ''}
            </p>
            <p className="bo:font-mono bo:text-xs bo:text-gray-600">UUID {preview.uuid}</p>
            <DifferencesList differences={preview.differences} />
          </section>
        )}
      </div>
    </Dialog>
  );
}

/** A receipt as the picker lists it: folio, date, total. */
function receiptLabel(r: { folio: string; docDate: string; totalCents: number; currency: string }): string {
  return `${r.folio} · ${formatDayMonthYear(r.docDate)} · ${formatMoney(r.totalCents, r.currency)}`;
}
