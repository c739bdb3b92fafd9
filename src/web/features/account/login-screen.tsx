import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { LoginForm } from '#shared/contract/auth.ts';
import { ERRORS } from '#shared/errors.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { EmailField } from '#web/components/ui/email-field.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { withProgressToast } from '#web/lib/toast/progress-toast.ts';
import { wasSessionExpired } from '#web/lib/session/session.ts';
import { AccountFrame } from './account-frame.tsx';
import { useLogin } from './login.ts';
import { useNext } from './finish-sign-in.ts';

/**
 * Login (docs/product.md#accounts): e-mail and password (Enter submits), Forgot Password, Signup.
 * Success keeps the session and goes to `?next=` (a page that asked for login) or home.
 */
export function LoginScreen() {
  const navigate = useNavigate();
  const { next, carry } = useNext();
  const { state } = useLocation() as { state: { email?: string } | null };
  const [expired] = useState(wasSessionExpired);
  const login = useLogin();
  const form = useForm<LoginForm>({
    resolver: zodResolver(LoginForm),
    defaultValues: { email: state?.email ?? '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await withProgressToast(() => login.mutateAsync(values), {
        id: 'login',
        loading: 'Signing In',
        // The navbar's greeting says it; a toast would sit over the navbar on phones.
        success: null,
      });
    } catch {
      return;
    }
    await navigate(next, { replace: true });
  });

  return (
    <AccountFrame
      title="Log in"
      intro="Welcome back! Log in to see your cart, wishlist and orders."
      footer={
        <div className="flex flex-col items-center gap-3">
          <p>New here?</p>
          <ButtonLink to={carry(paths.signup)} variant="outline" block>
            Signup
          </ButtonLink>
        </div>
      }
    >
      {expired && (
        <p
          role="status"
          className="mb-5 flex items-start gap-2 rounded-lg border border-accent/40 bg-accent/10 px-3 py-2 text-sm text-ink"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {ERRORS.SESSION_EXPIRED.message}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Link
          to={carry(paths.forgotPassword)}
          className="-mt-1 inline-flex min-h-11 items-center self-end text-sm font-semibold text-brand hover:underline"
        >
          Forgot Password?
        </Link>
        <Button type="submit" size="lg" block loading={login.isPending}>
          Login
        </Button>
      </form>
    </AccountFrame>
  );
}
