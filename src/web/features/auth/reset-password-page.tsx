import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { formToast } from '@web/lib/form-toast.ts';
import { MESSAGES } from '@shared/auth-schemas';
import { ApiError } from '@web/lib/api.ts';
import { errorMessage } from '@web/lib/error-message.ts';
import { AuthLayout } from '@web/components/layouts/app-shell.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { confirmNewPassword, NewPasswordFields } from '@web/components/new-password-fields.tsx';
import { useResetPassword } from './api/use-password-reset.ts';

const INVALID_LINK = { title: 'Invalid or expired link', description: 'Please request a new password reset link.' };

const RESET_PASSWORD_MESSAGES = {
  mismatchTitle: MESSAGES.resetMismatchTitle,
  mismatch: MESSAGES.resetMismatch,
  tooShortTitle: MESSAGES.resetTooShortTitle,
  tooShort: MESSAGES.resetTooShort,
};

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const reset = useResetPassword();

  const warned = useRef(false);
  useEffect(() => {
    if ((!token || linkError) && !warned.current) {
      warned.current = true;
      toast.error(INVALID_LINK.title, { description: INVALID_LINK.description });
      navigate('/login', { replace: true });
    }
  }, [token, linkError, navigate]);

  const notify = formToast('new-password');
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!confirmNewPassword(password, confirm, RESET_PASSWORD_MESSAGES)) return;
    reset.mutate(
      { newPassword: password, token },
      {
        onSuccess: () => {
          notify.success('Password updated successfully', { description: 'Please sign in with your new password.' });
          navigate('/login', { replace: true });
        },
        onError: (error) => {
          // better-auth's INVALID_TOKEN: the link was used already or has expired.
          if (error instanceof ApiError && /token/i.test(error.code)) {
            notify.error(INVALID_LINK.title, { description: INVALID_LINK.description });
            navigate('/login', { replace: true });
          } else {
            notify.error(errorMessage(error, 'Failed to update password'));
          }
        },
      },
    );
  }

  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            Reset Your Password
          </CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="space-y-4" noValidate>
            <NewPasswordFields label="New Password" password={password} confirm={confirm} onPasswordChange={setPassword} onConfirmChange={setConfirm} />
            <Button type="submit" className="w-full" loading={reset.isPending}>
              Update Password
            </Button>
          </form>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
