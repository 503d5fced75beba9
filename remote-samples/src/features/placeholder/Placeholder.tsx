import { UnderConstruction } from '@muestrario/shared/ui';

/** Screens of later issues: their title and an 'En construcción' state. */
export default function Placeholder({ title, description }: { title: string; description?: string }) {
  return <UnderConstruction title={title} description={description} />;
}
