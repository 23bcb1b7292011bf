import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import type { CallResponse } from '@shared/calls';
import { useFormat } from '@web/lib/language/format.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { toast } from '@web/lib/feedback/toast.ts';
import { ConfirmDialog } from '@web/components/ui/alert-dialog.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { useDeleteCall, useDeleteCallAudio } from './api/use-calls.ts';

/**
 * What is kept of the call and the ways to delete it. Only the uploader deletes: a manager reading a
 * teammate's call sees what is kept, no buttons.
 */
export function RecordingCard({ call }: { call: CallResponse }) {
  const t = useT('calls');
  const format = useFormat();
  return (
    <Card data-testid="call-recording">
      <CardHeader>
        <CardTitle>{t('recording.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-slate-700">
          {call.audioKept && call.audioExpiresAt ? t('recording.kept', { date: format.date(call.audioExpiresAt) }) : t('recording.notKept')}
        </p>
        {call.own ? (
          <div className="flex flex-col gap-3 sm:flex-row">
            {call.audioKept && <DeleteRecording id={call.id} />}
            <DeleteCall id={call.id} />
          </div>
        ) : (
          <p className="text-sm text-slate-600">{t('recording.teammate')}</p>
        )}
      </CardContent>
    </Card>
  );
}

function DeleteRecording({ id }: { id: string }) {
  const t = useT('calls');
  const [open, setOpen] = useState(false);
  const remove = useDeleteCallAudio();
  return (
    <>
      <Button variant="outline" loading={remove.isPending} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('recording.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('recording.confirm.title')}
        description={t('recording.confirm.text')}
        confirmLabel={t('recording.delete')}
        destructive
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => toast.success(t('recording.deleted')),
            onError: (error) => toast.error(t('error.delete'), { description: errorMessage(error, t('error.tryAgain')) }),
          })
        }
      />
    </>
  );
}

function DeleteCall({ id }: { id: string }) {
  const t = useT('calls');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useDeleteCall();
  return (
    <>
      <Button variant="destructive" loading={remove.isPending} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('call.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('call.confirm.title')}
        description={t('call.confirm.text')}
        confirmLabel={t('call.delete')}
        destructive
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              toast.success(t('call.deleted'));
              void navigate('/calls', { replace: true });
            },
            onError: (error) => toast.error(t('error.delete'), { description: errorMessage(error, t('error.tryAgain')) }),
          })
        }
      />
    </>
  );
}
