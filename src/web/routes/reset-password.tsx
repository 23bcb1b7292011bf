import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '@shared/auth-schemas';
import { MIN_PASSWORD_LENGTH } from '@shared/limits';
import { api, ApiError, errorMessage } from '@web/lib/api.ts';
import { AuthLayout } from '@web/components/layouts/app-shell.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';

const INVALID_LINK = { title: 'Invalid or expired link', description: 'Please request a new password reset link.' };

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const navigate = useNavigate();
  const passwordId = useId();
  const confirmId = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [loading, setLoading] = useState(false);

  const warned = useRef(false);
  useEffect(() => {
    if ((!token || linkError) && !warned.current) {
      warned.current = true;
      toast.error(INVALID_LINK.title, { description: INVALID_LINK.description });
      navigate('/login', { replace: true });
    }
  }, [token, linkError, navigate]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (password !== confirm) {
      toast.error(MESSAGES.resetMismatchTitle, { description: MESSAGES.resetMismatch });
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      toast.error(MESSAGES.resetTooShortTitle, { description: MESSAGES.resetTooShort });
      return;
    }
    setLoading(true);
    try {
      await api('/api/auth/reset-password', { method: 'POST', json: { newPassword: password, token } });
      toast.success('Password updated successfully', { description: 'Please sign in with your new password.' });
      navigate('/login', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && /token/i.test(error.code + error.message)) {
        toast.error(INVALID_LINK.title, { description: INVALID_LINK.description });
        navigate('/login', { replace: true });
      } else {
        toast.error(errorMessage(error, 'Failed to update password'));
      }
      setLoading(false);
    }
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
            <Field id={passwordId} label="New Password" hint="At least 6 characters">
              <Input id={passwordId} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </Field>
            <Field id={confirmId} label="Confirm Password">
              <Input id={confirmId} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
            </Field>
            <Button type="submit" className="w-full" loading={loading}>
              Update Password
            </Button>
          </form>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
