/** The public account screens (sign-in, registration, ...), one chunk loaded on demand. */
export { LoginPage } from './pages/login-page';
export { LogoutPage } from './pages/logout-page';
export { RegisterPage } from './pages/register-page';
export { ActivatePage } from './pages/activate-page';
export { ResetRequestPage } from './pages/reset-request-page';
export { ResetFinishPage } from './pages/reset-finish-page';
