import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@web/lib/feedback/toast.ts';
import { formToast } from '@web/lib/feedback/form-toast.ts';
import { MIN_PASSWORD_LENGTH } from '@shared/limits';
import { ApiError } from '@web/lib/api/api.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { AuthLayout } from '@web/components/layouts/app-shell.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { confirmNewPassword, NewPasswordFields } from '@web/components/new-password-fields.tsx';
import { useResetPassword } from './api/use-password-reset.ts';

export default function ResetPasswordPage() {
  const t = useT('auth');
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
      toast.error(t('reset.invalidLinkTitle'), { description: t('reset.invalidLink') });
      navigate('/login', { replace: true });
    }
  }, [token, linkError, navigate, t]);

  const notify = formToast('new-password');
  function submit(event: React.FormEvent) {
    event.preventDefault();
    // The spec's reset wording (MESSAGES.reset* in @shared/auth-schemas), in the reader's language.
    const messages = {
      mismatchTitle: t('reset.mismatchTitle'),
      mismatch: t('reset.mismatch'),
      tooShortTitle: t('reset.tooShortTitle'),
      tooShort: t('reset.tooShort', { min: MIN_PASSWORD_LENGTH }),
    };
    if (!confirmNewPassword(password, confirm, messages)) return;
    reset.mutate(
      { newPassword: password, token },
      {
        onSuccess: () => {
          notify.success(t('reset.updatedTitle'), { description: t('reset.updated') });
          navigate('/login', { replace: true });
        },
        onError: (error) => {
          // better-auth's INVALID_TOKEN: the link was used already or has expired.
          if (error instanceof ApiError && /token/i.test(error.code)) {
            notify.error(t('reset.invalidLinkTitle'), { description: t('reset.invalidLink') });
            navigate('/login', { replace: true });
          } else {
            notify.error(errorMessage(error, t('reset.failed')));
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
            {t('reset.title')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="space-y-4" noValidate>
            <NewPasswordFields
              label={t('reset.newPassword')}
              password={password}
              confirm={confirm}
              onPasswordChange={setPassword}
              onConfirmChange={setConfirm}
            />
            <Button type="submit" className="w-full" loading={reset.isPending}>
              {t('reset.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
