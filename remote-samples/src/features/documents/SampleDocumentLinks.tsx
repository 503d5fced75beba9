import { Link } from 'react-router';
import { proofPdfUrl, worksheetPdfUrl } from '@muestrario/shared/api';
import { paths } from '@muestrario/shared/routes';
import { buttonClassName } from '@muestrario/shared/ui';

/** The review's links to a sample's printed documents (issue 17): the PDFs made by the server and their print pages. */
export function SampleDocumentLinks({ sampleId }: { sampleId: number }) {
  const secondary = buttonClassName({ variant: 'secondary' });
  return (
    <>
      <a href={proofPdfUrl(sampleId, 'A4', true)} download className={secondary}>
        Descargar prueba (PDF)
      </a>
      <a href={worksheetPdfUrl(sampleId, 'A4', true)} download className={secondary}>
        Hoja de producción (PDF)
      </a>
      <Link to={paths.sampleProof(sampleId)} className={secondary}>
        Imprimir prueba
      </Link>
      <Link to={paths.sampleWorksheet(sampleId)} className={secondary}>
        Imprimir hoja
      </Link>
    </>
  );
}
