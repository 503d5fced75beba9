import { Link } from 'react-router';
import { ErrorAlert } from './Alert';
import { buttonClassName } from './Button';
import { PageHeader } from './PageHeader';
import { usePageTitle } from './usePageTitle';

/**
 * A screen the permission table refuses to this user, reached by its address (no button leads here):
 * its title, the table's Spanish reason and a way back, instead of a form that would be refused once
 * filled.
 */
export function RefusalPage({ title, reason, backTo, backLabel }: { title: string; reason: string; backTo: string; backLabel: string }) {
  usePageTitle(title);
  return (
    <div className="ui:space-y-6">
      <PageHeader title={title} />
      <ErrorAlert
        title={reason}
        action={
          <Link to={backTo} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
            {backLabel}
          </Link>
        }
      />
    </div>
  );
}
