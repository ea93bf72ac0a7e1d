// The route table (spec §2): the only paths the customer site hands to this app.
import type { RouteObject } from 'react-router';
import { SignUpCompletePage } from '../features/signup/components/sign-up-complete-page.tsx';
import { SignUpPage } from '../features/signup/components/sign-up-page.tsx';
import { VerifyCompletePage } from '../features/verify/components/verify-complete-page.tsx';
import { VerifyFailedPage } from '../features/verify/components/verify-failed-page.tsx';
import { Layout } from './layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: 'signup', element: <SignUpPage /> },
      { path: 'signup/complete', element: <SignUpCompletePage /> },
      { path: 'verify/complete', element: <VerifyCompletePage /> },
      { path: 'verify/failed', element: <VerifyFailedPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
