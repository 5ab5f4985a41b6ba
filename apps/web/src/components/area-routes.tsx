import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { NotFound } from './not-found';

/**
 * The pages of one area (/account/*, /admin/*): its bare address goes on to `home`, and an
 * address no page takes says so within the area's layout.
 */
export const AreaRoutes = ({ home, children }: { home: string; children: ReactNode }) => (
  <Routes>
    <Route index element={<Navigate to={home} replace />} />
    {children}
    <Route path="*" element={<NotFound />} />
  </Routes>
);
