import { useId, useState } from 'react';
import { Mic, PhoneCall } from 'lucide-react';
import { ASSIGNMENT_BRIEF_MAX, PRACTICE_TOOLS, createAssignmentSchema, type CreateAssignmentInput, type PracticeTool } from '@shared/assignments';
import { SALES_PRODUCT_MAX, type SalesSetup } from '@shared/reports';
import type { TeamMemberDto } from '@shared/team';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { fieldErrors } from '@web/lib/feedback/form-errors.ts';
import { formToast } from '@web/lib/feedback/form-toast.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { schemaMessageText } from '@web/lib/api/server-message.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/components/ui/dialog.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input.tsx';
import { useCreateAssignment } from '../api/use-assignments.ts';
import { SETUP_CHOICES, setupOptionLabel } from '@web/lib/language/sales-setup-labels.ts';
import { RoleBadge } from './role-badge.tsx';

const TOOL_ICONS = { 'pitch-lab': Mic, 'sales-coach': PhoneCall } as const satisfies Record<PracticeTool, unknown>;
// The Sales Coach first: the "assign a scenario" is the common case.
const TOOL_ORDER: PracticeTool[] = [...PRACTICE_TOOLS].reverse();

type SetupDraft = Record<keyof SalesSetup, string>;
const EMPTY_SETUP: SetupDraft = { product: '', scenario: '', objection: '', goal: '', difficulty: '' };
type Assignees = 'team' | 'people';

/** Today in the user's time zone, as a date input writes it (yyyy-mm-dd). */
function localToday() {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The end of that day where the user is: "due on the 14th" means by midnight of their 14th. */
export function endOfLocalDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 23, 59, 59, 999).toISOString();
}

const CHECK = 'size-4 shrink-0 rounded border-slate-300 accent-brand-700';

/**
 * The owner or a manager assigns a Sales Coach call (its five setup answers, as on the Sales Coach) or a
 * Pitch Lab exercise (a brief) to the whole team or to chosen people, with an optional due date.
 */
export function AssignPracticeDialog({
  open,
  onOpenChange,
  members,
  myUserId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  members: TeamMemberDto[];
  myUserId: string | undefined;
}) {
  const t = useT('team');
  const tc = useT('common');
  const id = useId();
  const ids = { brief: `${id}-brief`, due: `${id}-due` };
  const [tool, setTool] = useState<PracticeTool>('sales-coach');
  const [setup, setSetup] = useState<SetupDraft>(EMPTY_SETUP);
  const [brief, setBrief] = useState('');
  const [assignees, setAssignees] = useState<Assignees>('team');
  const [chosen, setChosen] = useState<string[]>([]);
  const [due, setDue] = useState('');
  const [today] = useState(localToday);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateAssignment();
  const notify = formToast('team-assign');
  const others = members.filter((member) => member.userId !== myUserId);

  function reset() {
    setTool('sales-coach');
    setSetup(EMPTY_SETUP);
    setBrief('');
    setAssignees('team');
    setChosen([]);
    setDue('');
    setErrors({});
    setServerError(null);
  }

  function validate(): CreateAssignmentInput | null {
    const found: Record<string, string> = {};
    if (tool === 'sales-coach') {
      if (!setup.product.trim()) found.product = schemaMessageText('salesCoach.productRequired');
      for (const { key } of SETUP_CHOICES) if (!setup[key]) found[key] = t('assign.required');
    }
    const input = {
      tool,
      setup: tool === 'sales-coach' ? ({ ...setup, product: setup.product.trim() } as SalesSetup) : undefined,
      brief: tool === 'pitch-lab' ? brief : undefined,
      assignees: assignees === 'team' ? ('team' as const) : chosen,
      dueAt: due ? endOfLocalDay(due) : undefined,
    };
    const parsed = createAssignmentSchema.safeParse(input);
    // The setup's own problems are named per field above; the schema's one line for it is not needed.
    if (!parsed.success) for (const [key, message] of Object.entries(fieldErrors(parsed.error))) if (key !== 'setup') found[key] ??= message;
    setErrors(found);
    return Object.keys(found).length === 0 && parsed.success ? input : null;
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setServerError(null);
    const input = validate();
    if (!input) return;
    create.mutate(input, {
      onSuccess: () => {
        notify.success(t('assign.done', { tool: tc(`tool.${tool}.name`) }));
        reset();
        onOpenChange(false);
      },
      onError: (error) => setServerError(errorMessage(error, t('assign.failed'))),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>{t('assign.title')}</DialogTitle>
        <DialogDescription>{t('assign.description')}</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 space-y-5">
          <ToolChoice
            name={`${id}-tool`}
            value={tool}
            onChange={(value) => {
              setTool(value);
              setErrors({});
            }}
          />

          {tool === 'sales-coach' ? (
            <SalesSetupFields idPrefix={id} setup={setup} errors={errors} onChange={setSetup} />
          ) : (
            <Field id={ids.brief} label={t('assign.brief')} hint={t('assign.briefHint', { max: ASSIGNMENT_BRIEF_MAX })} error={errors.brief}>
              <Textarea
                id={ids.brief}
                value={brief}
                maxLength={ASSIGNMENT_BRIEF_MAX}
                rows={3}
                placeholder={t('assign.briefPlaceholder')}
                onChange={(e) => setBrief(e.target.value)}
                aria-invalid={Boolean(errors.brief) || undefined}
                aria-describedby={errors.brief ? `${ids.brief}-error` : `${ids.brief}-hint`}
              />
            </Field>
          )}

          <AssigneesFieldset
            idPrefix={id}
            others={others}
            assignees={assignees}
            chosen={chosen}
            error={errors.assignees}
            onAssignees={setAssignees}
            onChosen={setChosen}
          />

          <Field id={ids.due} label={t('assign.due')} hint={t('assign.dueHint')} error={errors.dueAt} className="space-y-1.5 sm:max-w-56">
            <Input
              id={ids.due}
              type="date"
              min={today}
              value={due}
              onChange={(e) => setDue(e.target.value)}
              aria-invalid={Boolean(errors.dueAt) || undefined}
              aria-describedby={errors.dueAt ? `${ids.due}-error` : `${ids.due}-hint`}
            />
          </Field>

          {serverError && <Alert variant="destructive">{serverError}</Alert>}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {tc('ui.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('assign.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Which practice: a Sales Coach call or a Pitch Lab exercise. */
function ToolChoice({ name, value: current, onChange }: { name: string; value: PracticeTool; onChange: (tool: PracticeTool) => void }) {
  const t = useT('team');
  const tc = useT('common');
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('assign.tool')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {TOOL_ORDER.map((value) => {
          const Icon = TOOL_ICONS[value];
          return (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 text-sm font-medium text-slate-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-100"
            >
              <input type="radio" name={name} value={value} checked={value === current} onChange={() => onChange(value)} className="size-4 accent-brand-700" />
              <Icon aria-hidden="true" className="size-5 text-brand-700" />
              {tc(`tool.${value}.name`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The call's five setup answers, as on the Sales Coach. */
function SalesSetupFields({
  idPrefix,
  setup,
  errors,
  onChange,
}: {
  idPrefix: string;
  setup: SetupDraft;
  errors: Record<string, string>;
  onChange: (setup: SetupDraft) => void;
}) {
  const t = useT('team');
  const ts = useT('salesCoach');
  const productId = `${idPrefix}-product`;
  return (
    <div className="space-y-4">
      <Field id={productId} label={ts('setup.productLabel')} error={errors.product}>
        <Textarea
          id={productId}
          value={setup.product}
          maxLength={SALES_PRODUCT_MAX}
          rows={2}
          className="min-h-16"
          placeholder={ts('setup.productPlaceholder')}
          onChange={(e) => onChange({ ...setup, product: e.target.value })}
          aria-invalid={Boolean(errors.product) || undefined}
          aria-describedby={errors.product ? `${productId}-error` : undefined}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {SETUP_CHOICES.map(({ key, label, options }) => (
          <SetupSelect
            key={key}
            id={`${idPrefix}-${key}`}
            label={ts(label)}
            value={setup[key]}
            options={options}
            error={errors[key]}
            onChange={(value) => onChange({ ...setup, [key]: value })}
            choose={t('assign.choose')}
            optionLabel={(value) => setupOptionLabel(value, ts)}
          />
        ))}
      </div>
    </div>
  );
}

/** The whole team, or chosen people (everyone but the one assigning). */
function AssigneesFieldset({
  idPrefix,
  others,
  assignees,
  chosen,
  error,
  onAssignees,
  onChosen,
}: {
  idPrefix: string;
  others: TeamMemberDto[];
  assignees: Assignees;
  chosen: string[];
  error: string | undefined;
  onAssignees: (assignees: Assignees) => void;
  onChosen: (chosen: string[]) => void;
}) {
  const t = useT('team');
  const assigneesId = `${idPrefix}-assignees`;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${assigneesId}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('assign.assignees')}</legend>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="radio"
          name={`${idPrefix}-assignees`}
          checked={assignees === 'team'}
          onChange={() => onAssignees('team')}
          className="mt-0.5 size-4 accent-brand-700"
          aria-describedby={`${assigneesId}-team-hint`}
        />
        <span>
          {t('assign.wholeTeam')}
          <span id={`${assigneesId}-team-hint`} className="block text-xs text-slate-500">
            {t('assign.wholeTeamHint')}
          </span>
        </span>
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="radio"
          name={`${idPrefix}-assignees`}
          checked={assignees === 'people'}
          onChange={() => onAssignees('people')}
          disabled={others.length === 0}
          className="size-4 accent-brand-700"
        />
        {t('assign.chosen')}
      </label>
      {others.length === 0 && <p className="text-xs text-slate-500">{t('assign.nobody')}</p>}
      {assignees === 'people' && others.length > 0 && (
        <fieldset className="ml-6 space-y-2 rounded-lg border border-slate-200 p-3">
          <legend className="sr-only">{t('assign.people')}</legend>
          {others.map((member) => (
            <label key={member.userId} className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className={CHECK}
                checked={chosen.includes(member.userId)}
                onChange={(e) => onChosen(e.target.checked ? [...chosen, member.userId] : chosen.filter((userId) => userId !== member.userId))}
              />
              <span className="break-words">{member.fullName}</span>
              <RoleBadge role={member.role} />
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p id={`${assigneesId}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function SetupSelect({
  id,
  label,
  value,
  options,
  error,
  onChange,
  choose,
  optionLabel,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  error: string | undefined;
  onChange: (value: string) => void;
  choose: string;
  optionLabel: (value: string) => string;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="" disabled>
          {choose}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
