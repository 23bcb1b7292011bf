import { useId, useRef, useState } from 'react';
import { Star } from 'lucide-react';
import { toast } from '@web/lib/feedback/toast.ts';
import type { ToolId } from '@shared/tools';
import { RATING_COMMENT_MAX } from '@shared/limits';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Textarea } from '@web/components/ui/input.tsx';
import { cn } from '@web/components/ui/cn.ts';
import { useSubmitRating } from './use-submit-rating.ts';

/** The five stars' names, worst to best (spec.md: Poor, Fair, Good, Very Good, Excellent), in the reader's language. */
const RATING_LABEL_IDS = ['rating.poor', 'rating.fair', 'rating.good', 'rating.veryGood', 'rating.excellent'] as const;

export function RatingForm({ toolId }: { toolId: ToolId }) {
  const t = useT('tools');
  const [rating, setRating] = useState(0);
  const [hover, setHover] = useState(0);
  const [comment, setComment] = useState('');
  const submitRating = useSubmitRating();
  const commentId = useId();
  const starsRef = useRef<HTMLDivElement>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (rating < 1) {
      toast.error(t('rating.required.title'), { description: t('rating.required.text') });
      return;
    }
    submitRating.mutate(
      { toolId, rating, comment: comment.trim() || null },
      {
        onSuccess: () => toast.success(t('rating.thanks.title'), { description: t('rating.thanks.text') }),
        onError: (error) => toast.error(errorMessage(error, t('rating.failed'))),
      },
    );
  }

  if (submitRating.isSuccess) {
    return (
      <Card>
        <CardContent className="pt-5">
          <p className="font-medium text-brand-800" role="status">
            {t('rating.thanks.title')} {t('rating.thanks.text')}
          </p>
        </CardContent>
      </Card>
    );
  }

  const shown = hover || rating;
  const labels = RATING_LABEL_IDS.map((id) => t(id));
  function chooseByKey(event: React.KeyboardEvent, value: number) {
    const count = RATING_LABEL_IDS.length;
    const next = { ArrowRight: value + 1, ArrowUp: value + 1, ArrowLeft: value - 1, ArrowDown: value - 1, Home: 1, End: count }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = ((next - 1 + count) % count) + 1;
    setRating(wrapped);
    starsRef.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[wrapped - 1]?.focus();
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('rating.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{t('rating.legend')}</legend>
            <div className="mt-2 flex items-center gap-1" role="radiogroup" aria-label={t('rating.group')} ref={starsRef} onMouseLeave={() => setHover(0)}>
              {labels.map((label, index) => {
                const value = index + 1;
                return (
                  <button
                    key={RATING_LABEL_IDS[index]}
                    type="button"
                    role="radio"
                    aria-checked={rating === value}
                    // One tab stop for the group; arrows move and choose (WAI-ARIA radio group).
                    tabIndex={value === (rating || 1) ? 0 : -1}
                    onKeyDown={(event) => chooseByKey(event, value)}
                    aria-label={t('rating.star', { value, label })}
                    title={label}
                    onClick={() => setRating(value)}
                    onMouseEnter={() => setHover(value)}
                    className="rounded p-1"
                  >
                    <Star aria-hidden="true" className={cn('size-8', value <= shown ? 'fill-amber-400 text-amber-400' : 'text-slate-300')} />
                  </button>
                );
              })}
              <span className="ml-2 text-sm text-slate-600" aria-live="polite">
                {shown ? labels[shown - 1] : ''}
              </span>
            </div>
          </fieldset>
          <Field id={commentId} label={t('rating.comment')} hint={`${comment.length}/${RATING_COMMENT_MAX}`}>
            <Textarea
              id={commentId}
              value={comment}
              maxLength={RATING_COMMENT_MAX}
              onChange={(e) => setComment(e.target.value)}
              aria-describedby={`${commentId}-hint`}
            />
          </Field>
          <Button type="submit" loading={submitRating.isPending}>
            {t('rating.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
