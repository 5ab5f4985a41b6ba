import { useSearchParams } from 'react-router';
import { Wizard } from '../components/wizard';

/** `/?editionPhoto=<id>` starts the wizard from an edition (customer spec §2). */
const editionIdOf = (value: string | null): number | null =>
  value && /^\d{1,15}$/.test(value) ? Number(value) : null;

/** Home: the configurator wizard. A new edition in the address starts the wizard afresh. */
const HomePage = () => {
  const [params] = useSearchParams();
  const editionId = editionIdOf(params.get('editionPhoto'));
  return <Wizard key={editionId ?? 'upload'} editionId={editionId} />;
};

export default HomePage;
