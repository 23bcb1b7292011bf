import { Link } from 'react-router';
import { formToast } from '@web/lib/feedback/form-toast.ts';
import { signupSchema, type SignupInput } from '@shared/auth-schemas';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { RichText } from '@web/lib/language/rich-text.tsx';
import { AuthLayout } from '@web/components/layouts/app-shell.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { useOpenNewAccount, useSignup } from './api/use-signup.ts';
import { SignupForm } from './signup-form.tsx';

const REDIRECT_TOAST_ID = 'signup-redirect';

export default function SignupPage() {
  const t = useT('auth');
  const signup = useSignup();
  const openNewAccount = useOpenNewAccount();
  const notify = formToast('signup');

  function create(data: SignupInput) {
    signup.mutate(data, {
      onSuccess: () => {
        notify.success(t('signup.welcome', { name: data.fullName }), { description: t('signup.created'), id: REDIRECT_TOAST_ID });
        openNewAccount(REDIRECT_TOAST_ID);
      },
      onError: (error) => void notify.error(errorMessage(error, t('signup.failed'))),
    });
  }

  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {t('signup.title')}
          </CardTitle>
          <CardDescription>{t('signup.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <SignupForm
            parse={(values) => signupSchema.safeParse(values)}
            onSubmit={create}
            onInvalid={(errors) => void notify.error(Object.values(errors)[0]!)}
            submitLabel={t('signup.submit')}
            busy={signup.isPending || signup.isSuccess}
          />
          <p className="mt-4 text-center text-sm text-slate-600">
            <RichText ns="auth" id="signup.haveAccount" components={{ 0: <Link to="/login" className="font-medium text-brand-700 hover:underline" /> }} />
          </p>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
