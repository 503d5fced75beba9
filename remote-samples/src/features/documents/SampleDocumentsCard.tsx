import { Link } from 'react-router';
import { proofPdfUrl, worksheetPdfUrl } from '@muestrario/shared/api';
import { paths } from '@muestrario/shared/routes';
import { buttonClassName, Card } from '@muestrario/shared/ui';
import { CardTitle } from '../review/SampleDetails';

interface DocumentRow {
  title: string;
  purpose: string;
  download: { label: string; href: string };
  print: { label: string; to: string };
}

/**
 * The review's 'Documentos' card (issue 17): the proof the customer signs and the worksheet production
 * sews from, each as the server's PDF and as its print page. A card of its own rather than four more
 * buttons beside 'Imprimir', which on a phone took three rows above the sample.
 */
export function SampleDocumentsCard({ sampleId }: { sampleId: number }) {
  const rows: DocumentRow[] = [
    {
      title: 'Prueba para el cliente',
      purpose: 'Vistas con medidas, hilos y términos, para firmar.',
      download: { label: 'Descargar prueba (PDF)', href: proofPdfUrl(sampleId, 'Letter', true) },
      print: { label: 'Imprimir prueba', to: paths.sampleProof(sampleId) },
    },
    {
      title: 'Hoja de producción',
      purpose: 'Colocación medida, hilos en orden y estimado, para el taller.',
      download: { label: 'Descargar hoja (PDF)', href: worksheetPdfUrl(sampleId, 'Letter', true) },
      print: { label: 'Imprimir hoja', to: paths.sampleWorksheet(sampleId) },
    },
  ];
  const link = buttonClassName({ variant: 'secondary', size: 'sm' });
  return (
    <Card role="region" aria-labelledby="review-documents" className="ms:print:hidden">
      <CardTitle id="review-documents">Documentos</CardTitle>
      <ul className="ms:divide-y ms:divide-gray-100">
        {rows.map((row) => (
          <li key={row.title} className="ms:space-y-2 ms:py-3 ms:first:pt-0 ms:last:pb-0">
            <div>
              <p className="ms:text-sm ms:font-medium ms:text-gray-900">{row.title}</p>
              <p className="ms:text-sm ms:text-gray-600">{row.purpose}</p>
            </div>
            <div className="ms:flex ms:flex-wrap ms:gap-2">
              <a href={row.download.href} download className={link}>
                {row.download.label}
              </a>
              <Link to={row.print.to} className={link}>
                {row.print.label}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
