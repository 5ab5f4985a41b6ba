import { ENTITIES, type EntityDef } from '@fotoobraz/domain';
import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { NotAuthorized } from '../../../components/not-authorized';
import { NotFound } from '../../../components/not-found';
import { useSession } from '../../../lib/auth/session';
import { DeleteDialog } from '../components/delete-dialog';
import { EntityDetailPage } from '../components/entity-detail-page';
import { EntityFormPage } from '../components/entity-form-page';
import { EntityListPage } from '../components/entity-list-page';
import { permissionsFor } from '../model/entity-access';

/** Renders `children(id)` for a numeric :id, otherwise 'not found'. */
const WithId = ({ children }: { children: (id: number) => ReactNode }) => {
  const { id } = useParams();
  return id && /^\d{1,15}$/.test(id) ? children(Number(id)) : <NotFound />;
};

/**
 * /entity/{route}/*: the generic screens of one entity (spec §2): the list with the delete
 * dialog over it, /new, /{id}, /{id}/edit. Screens a user may not use say so before any call is
 * made: a plain user's 403 would end the session.
 */
export const EntityPage = () => {
  const { entity: route } = useParams();
  const { isAdmin } = useSession();
  const entity: EntityDef | undefined = ENTITIES.find((e) => e.route === route);
  if (!entity) return <NotFound />;
  const permissions = permissionsFor(entity, isAdmin);
  if (!permissions.read) return <NotAuthorized />;
  const writing = (element: ReactNode) => (permissions.write ? element : <NotAuthorized />);
  return (
    <Routes>
      <Route
        element={<EntityListPage entity={entity} permissions={permissions} isAdmin={isAdmin} />}
      >
        <Route index element={null} />
        <Route path=":id/delete" element={writing(<DeleteDialog entity={entity} />)} />
      </Route>
      <Route path="new" element={writing(<EntityFormPage key="new" entity={entity} />)} />
      <Route
        path=":id"
        element={
          <WithId>
            {(id) => (
              <EntityDetailPage
                entity={entity}
                id={id}
                permissions={permissions}
                isAdmin={isAdmin}
              />
            )}
          </WithId>
        }
      />
      <Route
        path=":id/edit"
        element={writing(
          <WithId>{(id) => <EntityFormPage key={id} entity={entity} id={id} />}</WithId>,
        )}
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
};
