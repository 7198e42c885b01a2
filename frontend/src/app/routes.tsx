import { Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { adminRoute } from '../features/admin';
import { DOCUMENT_PAGE_PATHS } from './document-pages';
import { RequireOnboarding } from './guards/require-onboarding';
import { LoadAsDocument } from './load-as-document';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { shellRoutes } from './routes/shell-routes';

/**
 * The route table of spec 2.1 (the document pages aside: document-pages.ts). Every page is its own lazy chunk, so a page's first load
 * carries neither the app shell nor the admin area (nor the API client and its schemas); the guards, which
 * read the signed-in user's query, load with the pages they guard.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: LoadingScreen,
    children: [
      // Loaded as documents: they run without this router (document-pages.ts).
      ...DOCUMENT_PAGE_PATHS.map((path) => ({ path, Component: LoadAsDocument })),
      {
        lazy: () => import('./guards/public-only').then((m) => ({ Component: m.PublicOnly })),
        children: [
          {
            element: <RequireOnboarding />,
            children: [
              {
                path: '/register',
                lazy: () =>
                  import('../features/auth/components/register-page').then((m) => ({
                    Component: m.RegisterPage,
                  })),
              },
            ],
          },
        ],
      },
      {
        path: '/forgot-password',
        lazy: () =>
          import('../features/auth/components/forgot-password-page').then((m) => ({
            Component: m.ForgotPasswordPage,
          })),
      },
      {
        path: '/reset-password',
        lazy: () =>
          import('../features/auth/components/reset-password-page').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },
      {
        path: '/terms',
        lazy: () => import('../features/legal/terms-page').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: '/privacy',
        lazy: () => import('../features/legal/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
      },
      {
        path: '/demo/toolbar',
        lazy: () =>
          import('../features/demo/demo-toolbar-page').then((m) => ({ Component: m.DemoToolbarPage })),
      },
      {
        lazy: () => import('./guards/require-auth').then((m) => ({ Component: m.RequireAuth })),
        children: [
          {
            path: '/app',
            children: [
              // The shell: its tabs (the path only picks the first one) and the screens over them.
              {
                lazy: () => import('./routes/app-shell-page').then((m) => ({ Component: m.AppShellPage })),
                children: shellRoutes,
              },
              {
                // Spec 2.1: taking and reading analyses needs a plan with skin_analysis (the trial has every feature).
                lazy: () =>
                  import('./guards/require-feature').then((m) => ({ Component: m.RequireSkinAnalysis })),
                children: [
                  {
                    path: 'analyze',
                    lazy: () =>
                      import('../features/analysis/components/analyze-page').then((m) => ({
                        Component: m.AnalyzePage,
                      })),
                  },
                  {
                    path: 'analysis-results',
                    lazy: () =>
                      import('../features/analysis/components/analysis-results-page').then((m) => ({
                        Component: m.AnalysisResultsPage,
                      })),
                  },
                ],
              },
              {
                path: 'orders/:orderId',
                lazy: () =>
                  import('../features/orders/components/order-detail-page').then((m) => ({
                    Component: m.OrderDetailPage,
                  })),
              },
              {
                path: 'payment/success',
                lazy: () =>
                  import('../features/premium/components/payment-success-page').then((m) => ({
                    Component: m.PaymentSuccessPage,
                  })),
              },
              {
                path: 'payment/cancel',
                lazy: () =>
                  import('../features/premium/components/payment-cancel-page').then((m) => ({
                    Component: m.PaymentCancelPage,
                  })),
              },
            ],
          },
          {
            path: '/subscription',
            lazy: () =>
              import('../features/premium/components/subscription-page').then((m) => ({
                Component: m.SubscriptionPage,
              })),
          },
        ],
      },
      {
        lazy: () => import('./guards/require-admin').then((m) => ({ Component: m.RequireAdmin })),
        children: [adminRoute],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
