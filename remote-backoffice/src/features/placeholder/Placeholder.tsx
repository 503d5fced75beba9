import { UnderConstruction } from '@muestrario/shared/ui';

/** Back-office screens of later issues: the menu's name and an 'En construcción' state. */
export default function Placeholder({ title, group }: { title: string; group: string }) {
  return <UnderConstruction title={title} description={group} />;
}
