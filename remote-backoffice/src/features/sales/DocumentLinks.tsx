import { Link } from 'react-router';
import type { SalesDocumentDetail } from '@muestrario/shared/contract';
import { paths } from '@muestrario/shared/routes';
import { formatShortDate } from './format-date';

const link = 'bo:font-medium bo:text-primary-700 bo:hover:text-primary-900 bo:hover:underline';

/** Who created it, who last changed its status and when, and what it is linked to (sample, quotation, orders). */
export function DocumentLinks({ doc }: { doc: SalesDocumentDetail }) {
  return (
    <span className="bo:flex bo:flex-wrap bo:gap-x-4 bo:gap-y-1 bo:text-sm bo:text-gray-600">
      <span>
        {doc.clientName} · {doc.seller.name} · {formatShortDate(doc.createdAt.slice(0, 10))}
      </span>
      {doc.statusChangedBy && doc.statusChangedAt && (
        <span>
          {doc.status} por {doc.statusChangedBy.name} el {formatShortDate(doc.statusChangedAt.slice(0, 10))}
        </span>
      )}
      {doc.sample && (
        <span>
          Muestra:{' '}
          <Link to={paths.sample(doc.sample.id)} className={link}>
            {doc.sample.name}
          </Link>
        </span>
      )}
      {doc.source && (
        <span>
          Copiada de la cotización{' '}
          <Link to={paths.quotation(doc.source.id)} className={link}>
            {doc.source.folio}
          </Link>
        </span>
      )}
      {doc.copies.map((copy) => (
        <span key={copy.id}>
          Orden de venta{' '}
          <Link to={paths.order(copy.id)} className={link}>
            {copy.folio}
          </Link>
        </span>
      ))}
    </span>
  );
}
