import { Route, Routes } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { UserDeleteDialog } from './user-delete-dialog';
import { UserDetailPage } from './user-detail-page';
import { UserFormPage } from './user-form-page';
import { UserListPage } from './user-list-page';

/** /admin/user-management/*: list (delete over it), new, detail and edit, as in JHipster. */
export const UserManagement = () => (
  <Routes>
    <Route element={<UserListPage />}>
      <Route index element={null} />
      <Route path=":login/delete" element={<UserDeleteDialog />} />
    </Route>
    <Route path="new" element={<UserFormPage key="new" />} />
    <Route path=":login" element={<UserDetailPage />} />
    <Route path=":login/edit" element={<UserFormPage />} />
    <Route path="*" element={<NotFound />} />
  </Routes>
);
