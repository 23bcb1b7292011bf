import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Upload } from 'lucide-react';
import { CALL_AUDIO_KEEP_DAYS, type SellerChannel } from '@shared/calls';
import type { CallUploadQuery } from '@shared/call-schemas';
import { useFormat } from '@web/lib/language/format.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { toast } from '@web/lib/feedback/toast.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { TermsCheckbox } from '@web/components/terms-checkbox.tsx';
import { useUploadCall } from './api/use-calls.ts';
import { CALL_FILE_ACCEPT, CALL_MAX_MEGABYTES, CALL_MAX_MINUTES, callFileProblem, megabytes } from './call-file.ts';
import { useSharedRecording } from './use-shared-recording.ts';
import { ChannelField, EMPTY_CALL_SETUP, SetupFields, type CallSetupDraft } from './call-setup-fields.tsx';

/** The upload: the recording, what the call was about, whose voice is where, consent, keeping it. */
export function UploadForm() {
  const t = useT('calls');
  const format = useFormat();
  const navigate = useNavigate();
  const upload = useUploadCall();
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { file: useId(), consent: useId(), keep: useId() };
  const [file, setFile] = useState<File | null>(null);
  const [setup, setSetup] = useState<CallSetupDraft>(EMPTY_CALL_SETUP);
  const [sellerChannel, setSellerChannel] = useState<SellerChannel>('left');
  const [consent, setConsent] = useState(false);
  const [keep, setKeep] = useState(false);
  const [errors, setErrors] = useState<{ file?: string; consent?: string; upload?: string }>({});
  const fileError = (candidate: File | null) => {
    const problem = callFileProblem(candidate);
    if (problem === 'tooLarge') return t('error.tooLarge', { size: format.number(megabytes(candidate!.size)), max: CALL_MAX_MEGABYTES });
    return problem ? t(`error.${problem}`) : undefined;
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    // Said at once: a 40 MB file is refused before the person waits for anything.
    setErrors((current) => ({ ...current, file: chosen ? fileError(chosen) : undefined, upload: undefined }));
  };
  const shared = useSharedRecording(fileInput, choose);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { file: fileError(file), consent: consent ? undefined : t('error.consent') };
    setErrors(next);
    if (next.file) return fileInput.current?.focus();
    if (next.consent) return document.getElementById(ids.consent)?.focus();
    const query: CallUploadQuery = {
      consent: '1',
      keep: keep ? '1' : '0',
      sellerChannel,
      fileName: file!.name.trim().slice(0, 200) || undefined,
      product: setup.product.trim() || undefined,
      scenario: setup.scenario || undefined,
      goal: setup.goal || undefined,
      difficulty: setup.difficulty || undefined,
    };
    try {
      const accepted = await upload.mutateAsync({ file: file!, query });
      if (accepted.duplicate) toast.info(t('duplicate'));
      void navigate(`/calls/${accepted.id}`);
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      setErrors({ upload: errorMessage(error, t('error.upload')) });
    }
  };

  const percent = upload.progress && upload.progress.total > 0 ? upload.progress.loaded / upload.progress.total : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('form.title')}</CardTitle>
        <CardDescription>{t('form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-6" noValidate onSubmit={(event) => void submit(event)}>
          {shared === 'missing' && <Alert variant="warning">{t('error.sharedMissing')}</Alert>}
          <Field
            id={ids.file}
            label={t('form.file')}
            error={errors.file}
            hint={t('form.fileHint', { megabytes: CALL_MAX_MEGABYTES, minutes: CALL_MAX_MINUTES })}
          >
            <Input
              ref={fileInput}
              id={ids.file}
              type="file"
              accept={CALL_FILE_ACCEPT}
              className="h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-800"
              aria-invalid={Boolean(errors.file)}
              aria-describedby={errors.file ? `${ids.file}-error` : `${ids.file}-hint`}
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
          </Field>
          {file && !errors.file && (
            <p className="-mt-4 text-sm text-slate-600" data-testid="chosen-recording">
              {t('form.fileChosen', { name: file.name, size: format.number(megabytes(file.size)) })}
            </p>
          )}

          <SetupFields setup={setup} onChange={setSetup} />
          <ChannelField value={sellerChannel} onChange={setSellerChannel} />

          <div className="space-y-3">
            <TermsCheckbox id={ids.consent} checked={consent} onChange={setConsent} error={errors.consent}>
              {t('form.consent')}
            </TermsCheckbox>
            <div>
              <TermsCheckbox id={ids.keep} checked={keep} onChange={setKeep}>
                {t('form.keep', { days: CALL_AUDIO_KEEP_DAYS })}
              </TermsCheckbox>
              <p className="ml-6 text-xs text-slate-500">{t('form.keepHint')}</p>
            </div>
          </div>

          {errors.upload && (
            <Alert variant="destructive" data-testid="upload-error">
              {errors.upload}
            </Alert>
          )}

          <div className="space-y-2">
            <Button type="submit" size="lg" className="w-full sm:w-auto" loading={upload.isPending}>
              <Upload aria-hidden="true" className="size-4" />
              {t('form.submit')}
            </Button>
            <p className="text-xs text-slate-500">{t('form.cost')}</p>
            {upload.isPending && (
              <div className="space-y-1">
                <progress aria-label={t('form.progressLabel')} className="h-2 w-full accent-brand-700" max={1} value={percent ?? undefined} />
                <p className="text-sm text-slate-600" aria-live="polite">
                  {percent === null ? t('form.uploadingStart') : t('form.uploading', { percent: format.percent(percent * 100, 0) })}
                </p>
              </div>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
