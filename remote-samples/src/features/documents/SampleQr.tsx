import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { DOCUMENT_LABELS } from '@muestrario/shared/domain';

/** A QR code (SVG, vector when printed) to `url`, with its caption; nothing while it is being made. */
export function SampleQr({ url }: { url: string }) {
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let live = true;
    QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }).then(
      (made) => live && setSvg(made),
      () => live && setSvg(undefined),
    );
    return () => {
      live = false;
    };
  }, [url]);
  if (!svg) return null;
  return (
    <figure className="ms:m-0 ms:w-24 ms:text-center">
      <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={`Código QR: ${url}`} className="ms:size-24" />
      <figcaption className="ms:mt-1 ms:text-[10px] ms:leading-tight ms:text-gray-500">{DOCUMENT_LABELS.scan}</figcaption>
    </figure>
  );
}
