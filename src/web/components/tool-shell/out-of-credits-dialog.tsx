import { useNavigate } from 'react-router';
import { useT } from '@web/lib/language/i18n.ts';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/components/ui/dialog.tsx';
import { Button } from '@web/components/ui/button.tsx';

/** Its texts are in the `tools` catalog: pages that show it load that namespace (the tools, the dashboard). */
export function OutOfCreditsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT('tools');
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t('outOfCredits.title')}</DialogTitle>
        <DialogDescription>{t('outOfCredits.text')}</DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('outOfCredits.later')}
          </Button>
          <Button onClick={() => navigate('/pricing')}>{t('outOfCredits.viewPricing')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
