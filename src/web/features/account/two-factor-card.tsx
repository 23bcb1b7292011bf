import { useEffect, useRef, useState } from 'react';
import { useT } from '@web/lib/language/i18n.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import type { Enrolment } from './api/use-two-factor.ts';
import { TwoFactorEnrolForm } from './two-factor-enrol.tsx';
import { TwoFactorVerify } from './two-factor-verify.tsx';
import { RecoveryCodes } from './two-factor-recovery-codes.tsx';
import { TwoFactorDisableForm } from './two-factor-disable.tsx';

/** TOTP two-factor: enrol with the password and a first code, see the recovery codes once, turn off with the password and a code (or a recovery code). */
export function TwoFactorCard({ enabled, isAdmin, setupRequested }: { enabled: boolean; isAdmin: boolean; setupRequested: boolean }) {
  const t = useT('account');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Sent here by the admin pages: bring the setup into view, ready to type.
  useEffect(() => {
    if (!setupRequested) return;
    cardRef.current?.scrollIntoView({ block: 'start' });
    passwordRef.current?.focus({ preventScroll: true });
  }, [setupRequested]);

  let step: React.ReactNode;
  if (recoveryCodes) step = <RecoveryCodes codes={recoveryCodes} onSaved={() => setRecoveryCodes(null)} />;
  else if (enrolment) {
    step = (
      <TwoFactorVerify
        enrolment={enrolment}
        onVerified={() => {
          setRecoveryCodes(enrolment.backupCodes);
          setEnrolment(null);
        }}
        onCancel={() => setEnrolment(null)}
      />
    );
  } else if (enabled) step = <TwoFactorDisableForm isAdmin={isAdmin} passwordRef={passwordRef} />;
  else step = <TwoFactorEnrolForm onEnrolled={setEnrolment} passwordRef={passwordRef} />;

  return (
    <div ref={cardRef} id="two-factor" className="scroll-mt-20">
      <Card>
        <CardHeader>
          <CardTitle>{t('twoFactor.title')}</CardTitle>
          <CardDescription>{enabled || recoveryCodes ? t('twoFactor.statusOn') : t('twoFactor.statusOff')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {setupRequested && isAdmin && !enabled && !recoveryCodes && <Alert variant="warning">{t('twoFactor.adminRequired')}</Alert>}
          {step}
        </CardContent>
      </Card>
    </div>
  );
}
