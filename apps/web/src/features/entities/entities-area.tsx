import { Route, Routes } from 'react-router';
import { EntitiesIndexPage } from './pages/entities-index-page';
import { EntityPage } from './pages/entity-page';

/** /entity/*: the back-office screens of the 18 entities, loaded on demand. */
const EntitiesArea = () => (
  <Routes>
    <Route index element={<EntitiesIndexPage />} />
    <Route path=":entity/*" element={<EntityPage />} />
  </Routes>
);

export default EntitiesArea;
