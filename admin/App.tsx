/**
 * The staff admin: react-admin on the contract's admin API, under /admin with a browser
 * router. Its routes: /admin → /admin/dashboard, /admin/login, /admin/<resource>,
 * /admin/<resource>/new (and react-admin's /create), /admin/<resource>/{id}/edit (and /{id});
 * /admin/about, /contact, /hero and /settings open their single record. The register, forgot-password
 * and reset-password screens are public routes without the layout.
 */
import { Admin, Authenticated, CanAccess, CustomRoutes, Loading, Resource, AccessDenied, type ResourceProps } from 'react-admin';
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { authProvider } from './authProvider';
import { ForgotPasswordPage } from './auth/ForgotPasswordPage';
import { LoginPage } from './auth/LoginPage';
import { ChangePasswordPage } from './auth/ChangePasswordPage';
import { RegisterPage } from './auth/RegisterPage';
import { ResetPasswordPage } from './auth/ResetPasswordPage';
import { ADMIN_BASENAME } from './basename';
import { AdminLayout } from './components/Layout';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { AppointmentCalendar } from './pages/AppointmentCalendar';
import { Dashboard } from './pages/Dashboard';
import { FailedJobs } from './pages/FailedJobs';
import { LaunchChecklistPage } from './pages/LaunchChecklist';
import { Retention } from './pages/Retention';
import { PrivacyRequests } from './pages/PrivacyRequests';
import { TranslationCompleteness } from './pages/TranslationCompleteness';
import { TranslationCockpit } from './pages/translationCockpit/TranslationCockpit';
import { TranslationEditor } from './pages/translationCockpit/TranslationEditor';
import { UiTexts } from './pages/UiTexts';

/** The statistics page brings the chart library: its own chunk, loaded when the page opens. */
const Statistics = lazy(() => import('./pages/Statistics').then((m) => ({ default: m.Statistics })));
import { ADMIN_RESOURCES } from './resources';
import { theme } from './theme';

/** /new, the admin's create address: the same create screen react-admin opens at /create. */
function withNewRoute(r: ResourceProps) {
  const CreateView = r.create as ComponentType | undefined;
  return (
    <Resource key={r.name} {...r}>
      {CreateView && <Route path="new/*" element={<CreateView />} />}
    </Resource>
  );
}

/**
 * /admin → /admin/dashboard. Declared once at module level: an inline component would be a new type on
 * every render of <Admin>, remounting the redirect each time.
 */
const DashboardRedirect = () => <Navigate to="/dashboard" replace />;

/**
 * A browser router with basename /admin: URLs are /admin/treatments/…, and react-admin works below it.
 * A data router, because react-admin's unsaved-changes warning needs one.
 *
 * useTransitions={false}: react-router 7 otherwise applies every navigation inside startTransition,
 * so the old screen stays mounted until React finds time to render the new one. react-admin's logout
 * navigates to /login and clears the query cache in the same tick; the cleared auth query re-renders
 * the old screen urgently, which fails the auth check again and logs out again, interrupting the
 * transition each time, so the login form stayed only once React expired the starved transition,
 * seconds and hundreds of history entries later (marmelab/react-admin#10764 and #10885 on GitHub).
 * Without transitions the first navigation commits at once and unmounts the checking screen.
 */
const router = createBrowserRouter([{ path: '*', element: <AdminApp /> }], { basename: ADMIN_BASENAME });
export const App = () => <RouterProvider router={router} useTransitions={false} />;

function AdminApp() {
  return (
    <Admin
      title="admin.title"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={AdminLayout}
      dashboard={DashboardRedirect}
      // One auth check before the layout or any page mounts. Without it react-admin rendered the layout
      // and the "/" route while checkAuth was failing (WithPermissions renders its component even after a
      // failed check), so the redirect to /dashboard raced the logout's redirect to /login. With it a
      // visitor without a session is sent to /login once, and signed-in staff see the loading screen,
      // then the dashboard. The noLayout routes below (register, forgot/reset password) stay public.
      requireAuth
      theme={theme}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route
          path="/dashboard"
          element={
            <Authenticated>
              <Dashboard />
            </Authenticated>
          }
        />
        <Route
          path="/password"
          element={
            <Authenticated>
              <ChangePasswordPage />
            </Authenticated>
          }
        />
        <Route
          path="/ui-texts"
          element={
            <Authenticated>
              <CanAccess resource="ui-texts" action="list" accessDenied={<AccessDenied />}>
                <UiTexts />
              </CanAccess>
            </Authenticated>
          }
        />
        <Route
          path="/appointment-calendar"
          element={
            <Authenticated>
              <CanAccess resource="appointments" action="list" accessDenied={<AccessDenied />}>
                <AppointmentCalendar />
              </CanAccess>
            </Authenticated>
          }
        />
        <Route
          path="/failed-jobs"
          element={
            <Authenticated>
              <CanAccess resource="failed-jobs" action="list" accessDenied={<AccessDenied />}>
                <FailedJobs />
              </CanAccess>
            </Authenticated>
          }
        />
        <Route
          path="/launch-checklist"
          element={
            <Authenticated>
              <CanAccess resource="launch-checklist" action="list" accessDenied={<AccessDenied />}>
                <LaunchChecklistPage />
              </CanAccess>
            </Authenticated>
          }
        />
        <Route
          path="/retention"
          element={
            <Authenticated>
              <CanAccess resource="retention" action="list" accessDenied={<AccessDenied />}>
                <Retention />
              </CanAccess>
            </Authenticated>
          }
        />
        <Route
          path="/statistics"
          element={
            <Authenticated>
              <CanAccess resource="statistics" action="list" accessDenied={<AccessDenied />}>
                <Suspense fallback={<Loading />}>
                  <Statistics />
                </Suspense>
              </CanAccess>
            </Authenticated>
          }
        />
        <Route
          path="/privacy-requests"
          element={
            <Authenticated>
              <CanAccess resource="privacy-requests" action="list" accessDenied={<AccessDenied />}>
                <PrivacyRequests />
              </CanAccess>
            </Authenticated>
          }
        />
        <Route
          path="/translations"
          element={
            <Authenticated>
              <CanAccess resource="translations" action="list" accessDenied={<AccessDenied />}>
                <TranslationCompleteness />
              </CanAccess>
            </Authenticated>
          }
        />
        <Route
          path="/translation-cockpit"
          element={
            <Authenticated>
              <CanAccess resource="translations" action="list" accessDenied={<AccessDenied />}>
                <TranslationCockpit />
              </CanAccess>
            </Authenticated>
          }
        />
        <Route
          path="/translation-cockpit/:entity/:id/:language"
          element={
            <Authenticated>
              <CanAccess resource="translations" action="list" accessDenied={<AccessDenied />}>
                <TranslationEditor />
              </CanAccess>
            </Authenticated>
          }
        />
      </CustomRoutes>
      {ADMIN_RESOURCES.map(withNewRoute)}
    </Admin>
  );
}
