import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { AuthLayout } from './auth-layout';

interface AuthNoticeProps {
  title: string;
  /** 'status' for a confirmation, 'alert' for a dead end. */
  role: 'status' | 'alert';
  children: ReactNode;
  to: string;
  action: string;
}

/** An auth screen that only tells something and offers one way on (e-mail sent, link invalid, done). */
export function AuthNotice({ title, role, children, to, action }: AuthNoticeProps) {
  return (
    <AuthLayout title={title}>
      <div className="stack" role={role}>
        {children}
        <Button asChild variant="primary" block>
          <Link to={to}>{action}</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}
