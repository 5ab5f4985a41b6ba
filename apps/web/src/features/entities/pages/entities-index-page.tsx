import { ENTITIES, inBackOfficeMenu } from '@fotoobraz/domain';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../lib/auth/session';
import { permissionsFor } from '../model/entity-access';

/** /entity: the same links as the header's menu, for whoever lands on the bare path. */
export const EntitiesIndexPage = () => {
  const { t } = useTranslation();
  const { isAdmin } = useSession();
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('global.menu.entities.main')}
      </Typography>
      <List dense>
        {ENTITIES.filter(
          (entity) => inBackOfficeMenu(entity) && permissionsFor(entity, isAdmin).read,
        ).map((entity) => (
          <ListItem key={entity.route} disableGutters>
            <Link component={RouterLink} to={`/entity/${entity.route}`}>
              {entity.labelPlural}
            </Link>
          </ListItem>
        ))}
      </List>
    </Container>
  );
};
