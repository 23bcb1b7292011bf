import { useNavigate } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/components/ui/dialog.tsx';
import { Button } from '@web/components/ui/button.tsx';

export const OUT_OF_CREDITS_TEXT = "You've used all your available credits. Purchase more credits to continue using fixer tools.";

export function OutOfCreditsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Out of Credits</DialogTitle>
        <DialogDescription>{OUT_OF_CREDITS_TEXT}</DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Maybe Later
          </Button>
          <Button onClick={() => navigate('/pricing')}>View Pricing</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
