import { Link } from 'react-router';
import { SIGNUP_CREDITS } from '@shared/pricing';
import { useT } from '@web/lib/language/i18n.ts';
import { buttonClasses } from '@web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/components/ui/dialog.tsx';

/** A guest who has used the free trial: sign up (with its free credits) or log in to go on. */
export function GuestSignupDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT('tools');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t('signup.title')}</DialogTitle>
        <DialogDescription>{t('signup.text', { count: SIGNUP_CREDITS })}</DialogDescription>
        <DialogFooter>
          <Link to="/login" className={buttonClasses('outline')}>
            {t('signup.logIn')}
          </Link>
          <Link to="/signup" className={buttonClasses('default')}>
            {t('createFreeAccount')}
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
