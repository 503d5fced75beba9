import { useCompanyFiscal, usePermission } from '@muestrario/shared/api';
import { ErrorAlert, LoadingBlock, PageHeader, usePageTitle } from '@muestrario/shared/ui';
import { LoadFailed } from '../layout/LoadStates';
import { CompanyFiscalForm } from './CompanyFiscalForm';
import { CsdCard } from './CsdCard';

const TITLE = 'Datos fiscales';

/**
 * '/admin/ajustes/datos-fiscales' (issue 32 item 2): the company as the issuer of its CFDI (RFC, razón
 * social, régimen, lugar de expedición, a series per fiscal document) and its CSD. Admins only.
 */
export default function FiscalSettingsPage() {
  usePageTitle(TITLE);
  const permission = usePermission('fiscal.settings');
  const { data, error, mutate } = useCompanyFiscal(permission?.allowed === true);
  if (permission && !permission.allowed) {
    return (
      <>
        <PageHeader title={TITLE} />
        <ErrorAlert title={permission.reason} />
      </>
    );
  }
  if (error && !data) {
    return (
      <>
        <PageHeader title={TITLE} />
        <LoadFailed onRetry={() => void mutate()} />
      </>
    );
  }
  if (!data || !permission) return <LoadingBlock label="Cargando datos fiscales" />;
  return (
    <>
      <PageHeader title={TITLE} description="La empresa como emisora de sus facturas electrónicas (CFDI 4.0) y su certificado de sello digital." />
      <div className="bo:grid bo:max-w-3xl bo:gap-6">
        <CompanyFiscalForm initial={data} />
        <CsdCard view={data} />
      </div>
    </>
  );
}
