import { toast } from '@web/lib/feedback/toast.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { RichText } from '@web/lib/language/rich-text.tsx';
import { Button } from '@web/components/ui/button.tsx';

/** Step 3: the recovery codes, shown once, to copy or write down. */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const t = useT('account');

  async function copyCodes() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('twoFactor.copied'));
    } catch {
      toast.error(t('twoFactor.copyFailed'));
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        <RichText ns="account" id="twoFactor.recoveryIntro" components={{ 0: <strong /> }} />
      </p>
      <ol aria-label={t('twoFactor.recoveryCodes')} className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 font-mono text-sm">
        {codes.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copyCodes()}>
          {t('twoFactor.copyCodes')}
        </Button>
        <Button onClick={onSaved}>{t('twoFactor.savedCodes')}</Button>
      </div>
    </div>
  );
}
