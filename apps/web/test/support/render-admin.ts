import { ADMIN } from './accounts';
import type { Handler } from './fake-server';
import { renderApp } from './render-app';

/** An administration screen at `path`, signed in as the administrator, against `routes`. */
export const renderAdmin = (path: string, routes: Record<string, Handler>) =>
  renderApp(path, { account: ADMIN, routes });
