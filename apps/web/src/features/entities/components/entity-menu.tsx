import { ENTITIES, inBackOfficeMenu } from '@fotoobraz/domain';
import ViewListIcon from '@mui/icons-material/ViewList';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '../../../components/menu-button';
import { useSession } from '../../../lib/auth/session';
import { permissionsFor } from '../model/entity-access';

/**
 * The header's menu of the back-office entities; loaded only for signed-in users. A plain user
 * sees the entities they may read (the catalogue and their own data).
 */
const EntityMenu = () => {
  const { t } = useTranslation();
  const { isAdmin } = useSession();
  const items = ENTITIES.filter(
    (entity) => inBackOfficeMenu(entity) && permissionsFor(entity, isAdmin).read,
  ).map((entity) => ({
    to: `/entity/${entity.route}`,
    label: entity.labelPlural,
  }));
  return (
    <MenuButton label={t('global.menu.entities.main')} icon={<ViewListIcon />} items={items} />
  );
};

export default EntityMenu;
